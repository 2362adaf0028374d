/** The employee's profile as My Times shows it (me and the SMS choices answer it). */
import type { MyProfile } from '../../contract';
import type { LinkedEmployee } from '../../selfService/repository/selfServiceRepository';
import type { RouteContext } from '../context';

export async function profileOf(
  ctx: RouteContext,
  appId: string,
  me: LinkedEmployee,
  nowIso: string,
): Promise<MyProfile> {
  const { unread } = await ctx.repos.selfService.inbox(appId, me.employee.emd);
  return {
    empd: me.employee.emd,
    name: me.employee.name,
    surname: me.employee.surname,
    app_name: me.app.ap_name,
    sms: { ...me.account.sms },
    unread,
    today: nowIso.slice(0, 10),
  };
}
