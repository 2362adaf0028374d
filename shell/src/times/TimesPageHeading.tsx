/** The h1 of the Times page on screen: its menu entry's label (see pageTitle). */
import { useLocation } from 'react-router-dom';
import { PageHeading } from '@times/shared-sdk/app';
import { pageTitle } from './pageTitle';

export function TimesPageHeading() {
  const title = pageTitle(useLocation().pathname);
  return title ? <PageHeading>{title}</PageHeading> : null;
}
