/**
 * Choosing an app selects it on the server (/api/gen/23432) and opens the Times app; an app the user
 * is only an employee of (issue 31) opens My Times.
 */
import { useNavigate } from 'react-router-dom';
import { Routes, useApiAction, type AppSummary } from '@times/shared-sdk';
import { SelfServiceRoutes, appsApi } from '@times/shared-sdk/app';

export function useOpenApp() {
  const navigate = useNavigate();
  const { error, run } = useApiAction();
  async function open(app: AppSummary) {
    const data = await run((signal) =>
      appsApi.selectApp(
        { prd: app.pdct, sprd: app.s_pdct, ap_id: app.app_id, isOwn: app.isOwn, cmpd: app.cmpd },
        { signal },
      ),
    );
    if (data) void navigate(data.kind === 'employee' ? SelfServiceRoutes.MY_TIMES : Routes.APPTIMES);
  }
  /** For a click handler: the call's failure is shown through `error`, never thrown. */
  const openApp = (app: AppSummary) => void open(app);
  return { openApp, error };
}
