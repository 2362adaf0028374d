/**
 * GET /calendar/<token>.ics: an employee's rostered days as an iCalendar feed (text/calendar),
 * outside the envelope API so calendar apps can subscribe to the link. The rosters are read as
 * they are at each fetch, over the feed's window (feedWindow.ts: a year back and every day ahead). An unknown, revoked or expired token, one whose employee is gone, any
 * other path or method under /calendar answer 404 with an empty body: nothing tells a guess from
 * a revoked link.
 */
import type { Application, Request, RequestHandler, Response } from 'json-server';
import type { RouteContext } from '../routes/context';
import { feedCalendar } from './feedCalendar';
import { feedEvents } from './feedEvents';
import { feedWindow } from './feedWindow';

const FEED_PATH = /^\/([\w-]+)\.ics$/;

const notFound = (res: Response): void => {
  res.status(404).set('Cache-Control', 'no-store').end();
};

/** The feed's text, or undefined when the path names no live link. */
async function feedOf(ctx: RouteContext, req: Request): Promise<string | undefined> {
  const token = FEED_PATH.exec(req.path)?.[1];
  if (!token || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
  const link = await ctx.repos.shiftEmployees.calendarLinkOfToken(token, ctx.now());
  if (!link) return undefined;
  const state = ctx.store.data;
  // The first written of the emd, as a find over the state read it (the employees' repository: issue 33).
  const [employee] = await ctx.repos.employees.ofEmds(link.app_id, [link.emd]);
  if (!employee) return undefined;
  const within = feedWindow(ctx.now());
  const [rosters, shifts, sites] = await Promise.all([
    ctx.repos.rosters.ofEmployees(link.app_id, [link.emd], within),
    ctx.repos.shifts.ofApp(link.app_id),
    ctx.repos.sites.ofApp(link.app_id),
  ]);
  const events = feedEvents({ ...state, rosters, shifts, sites }, link.app_id, link.emd).filter(
    (event) => event.date >= within.from,
  );
  return feedCalendar(`${employee.name} ${employee.surname}`, events);
}

export function mountCalendarFeed(app: Application, ctx: RouteContext): void {
  const respond = async (req: Request, res: Response): Promise<void> => {
    await ctx.store.refresh();
    const text = await feedOf(ctx, req);
    if (text === undefined) return notFound(res);
    res
      .status(200)
      .set('Content-Type', 'text/calendar; charset=utf-8')
      .set('Cache-Control', 'no-cache, private')
      .set('X-Robots-Tag', 'noindex');
    if (req.method === 'GET') res.write(text);
    res.end();
  };
  const answer: RequestHandler = (req, res, next) => {
    respond(req, res).catch(next);
  };
  app.use('/calendar', answer);
}
