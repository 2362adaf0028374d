/**
 * The Times app frame (spec 001 section 2.1): top navigation, the side menu from the user's
 * rights, the setup progress banner, and the Times screens. Load failures show 'Error occured'.
 * On a narrow screen the menu folds behind the top bar's menu button and the page takes the width.
 */
import { useEffect, useId, useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Narrow, Routes, Spinner, messages, useAbortSignal } from '@times/shared-sdk';
import { SelfServiceRoutes, useTimesStore, appMessages } from '@times/shared-sdk/app';
import { buildMenu } from './buildMenu';
import { MenuButton } from './MenuButton';
import { NARROW_SCREEN } from './narrowScreen';
import { SetupBanner } from './SetupBanner';
import { SideMenu } from './SideMenu';
import { REQUESTS_PATH } from './buildMenu';
import { useEmployeeOfApp } from './useEmployeeOfApp';
import { usePendingRequests } from './usePendingRequests';
import { TimesPageHeading } from './TimesPageHeading';
import { TimesRoutes } from './TimesRoutes';
import { TimesTopNav } from './TimesTopNav';
import { useMenuToggle } from './useMenuToggle';

const Body = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  min-height: calc(100vh - 52px);
  @media ${NARROW_SCREEN} { grid-template-columns: minmax(0, 1fr); align-content: start; }
`;

const Content = styled.main`
  padding: 16px 20px 40px;
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

export function TimesFrame() {
  const { load, details, forms, error, open, reset } = useTimesStore();
  const nextSignal = useAbortSignal();
  useEffect(() => {
    void open(nextSignal());
    // Leaving the frame forgets the app: the next visit (maybe another app) starts afresh.
    return reset;
  }, [open, reset, nextSignal]);
  const granted = useMemo(() => buildMenu(forms), [forms]);
  const requests = usePendingRequests(granted.some((item) => item.to === REQUESTS_PATH));
  // REQUESTS only for those the list call answers; the menu waits for that answer (a moment).
  const menu = useMemo(
    () => (requests.allowed === null ? [] : granted.filter((item) => item.to !== REQUESTS_PATH || requests.allowed)),
    [granted, requests.allowed],
  );
  const counts = useMemo(() => ({ [REQUESTS_PATH]: requests.pending }), [requests.pending]);
  const employee = useEmployeeOfApp(load === 'error');
  const menuId = useId();
  const menuToggle = useMenuToggle();

  if (load === 'no-app') return <Navigate to={Routes.APPHOME} replace state={{ tab: 'following' }} />;
  if (employee === true) return <Navigate to={SelfServiceRoutes.MY_SHIFTS} replace />;
  if (load === 'error' && employee === null) return <Spinner label={appMessages.times.appLoading} />;
  if (load === 'error')
    return (
      <Narrow>
        <Alert>{error ?? messages.common.errorOccured}</Alert>
        <Button type="button" onClick={() => void open(nextSignal())}>
          {messages.common.retry}
        </Button>
      </Narrow>
    );
  if (load !== 'ready' || !details) return <Spinner label={appMessages.times.appLoading} />;

  return (
    <>
      <TimesTopNav
        appName={details.app_name}
        menuButton={
          <MenuButton
            open={menuToggle.open}
            controls={menuId}
            onToggle={menuToggle.toggle}
            buttonRef={menuToggle.buttonRef}
          />
        }
      />
      <Body>
        <SideMenu items={menu} counts={counts} id={menuId} open={menuToggle.open} onNavigate={menuToggle.close} />
        <Content>
          <TimesPageHeading />
          <SetupBanner details={details} />
          <TimesRoutes />
        </Content>
      </Body>
    </>
  );
}
