/** /apphome: the ad carousel and the Discover / Following toggle. */
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeading, Tabs, appMessages } from '@times/shared-sdk/app';
import { DiscoverPanel } from '../discover/DiscoverPanel';
import { FollowingPanel } from '../following/FollowingPanel';
import { AdCarousel } from './AdCarousel';

export type HomeTab = 'discover' | 'following';

/** Where another screen (e.g. app creation) can ask the home to open on a tab. */
export interface AppHomeLocationState {
  tab?: HomeTab;
}

const TABS = [
  { id: 'discover', label: appMessages.appHome.discover },
  { id: 'following', label: appMessages.appHome.following },
] as const;

export function AppHomePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab: HomeTab = (location.state as AppHomeLocationState | null)?.tab ?? 'discover';
  const handleTab = (next: HomeTab) => {
    void navigate('.', { replace: true, state: { tab: next } satisfies AppHomeLocationState });
  };
  return (
    <>
      <PageHeading>{appMessages.menu.appHome}</PageHeading>
      <AdCarousel />
      <Tabs
        items={TABS}
        active={tab}
        onChange={handleTab}
        label={`${appMessages.appHome.discover} / ${appMessages.appHome.following}`}
      />
      {tab === 'discover' ? <DiscoverPanel /> : <FollowingPanel />}
    </>
  );
}
