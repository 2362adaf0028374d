/** Following: NEW APP, the recently opened apps, and the apps of each owner. */
import { useNavigate } from 'react-router-dom';
import { Alert, Button, EmptyState, Row, Routes, Spinner } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { AppGroupList } from './AppGroupList';
import { useOpenApp } from './useOpenApp';
import { useUserApps } from './useUserApps';

export function FollowingPanel() {
  const navigate = useNavigate();
  const { recent, owners, loading, error } = useUserApps();
  const { openApp, error: openError } = useOpenApp();
  const t = appMessages.appHome;
  const hasApps = owners.some((group) => group.apps.length > 0);
  const recentApps = recent.flatMap((group) => group.apps);

  return (
    <>
      <Row>
        <Button type="button" onClick={() => void navigate(Routes.APPHOME_NEW_APP)}>
          {t.newApp}
        </Button>
      </Row>
      {openError && <Alert>{openError}</Alert>}
      {error && <Alert>{error}</Alert>}
      {loading ? (
        <Spinner />
      ) : (
        <>
          {recentApps.length > 0 ? (
            <AppGroupList group={{ name: t.recent, apps: recentApps }} onOpen={openApp} keyPrefix="recent" />
          ) : (
            <EmptyState>{t.noRecent}</EmptyState>
          )}
          {hasApps ? (
            owners.map((group) => (
              <AppGroupList key={group.name} group={group} onOpen={openApp} keyPrefix={group.name} />
            ))
          ) : (
            <EmptyState>{t.noApps}</EmptyState>
          )}
        </>
      )}
    </>
  );
}
