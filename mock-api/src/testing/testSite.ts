/**
 * A site as the store holds one, for tests that put sites in directly: every field the sites' table holds (issue 33:
 * on PostgreSQL they are rows of a table of their own, which a process's state does not hold to copy from). In
 * Pretoria, of no client or group, without an operations manager, created on 2026-03-01.
 */
import type { SiteRecord } from '../store/types';

const PLACE = { name: 'Pretoria', description: 'Gauteng, South Africa', lat: -25.7479, lng: 28.2293 };

export const testSite = (id: number, app_id: string, sd: string, fields: Partial<SiteRecord> = {}): SiteRecord => ({
  id,
  sd,
  app_id,
  name: `Site ${sd}`,
  clnt: '',
  sgd: '',
  ops: null,
  gen_emply: 1,
  usr_emply: 0,
  place: PLACE,
  lat: PLACE.lat,
  lng: PLACE.lng,
  created_at: '2026-03-01T00:00:00.000Z',
  ...fields,
});
