/**
 * What the living demo sets up in the seeded app Acme Times (issue 17): three positions, a second
 * site of Acme Retail, a Day and a Night shift at Pretoria Central (sharing two guards, so the
 * site is planned jointly) and a Day shift at Sandton City, each through the wizard's four steps.
 * The employees are seeded ones (seed/employees.json); the first six are left to the e2e journeys.
 */
export const DEMO_APP = 'iEGmqWTdonTGigim';
const ACME_RETAIL = 'Me-6ljJ1Gd4bmd_5';
const GAUTENG = 'IQKMNWcyhYNzAooU';
export const PRETORIA_CENTRAL = 'OGceToRPas8_5nFx';

/** The demo's sites are in South Africa: their wall clock is UTC+2 all year (the clock records' offset). */
export const DEMO_OFFSET_MINUTES = 120;

export interface DemoPosition {
  key: string;
  name: string;
  abbr: string;
  monthlyHours: number;
  weeklyHours: number;
  dailyHours: number;
}

export const DEMO_POSITIONS: readonly DemoPosition[] = [
  // Hour targets near the demand, so the work is shared evenly (13 or 11 twelve-hour shifts, 15 of eight).
  { key: 'guard', name: 'Security Guard', abbr: 'GRD', monthlyHours: 156, weeklyHours: 48, dailyHours: 12 },
  { key: 'supervisor', name: 'Shift Supervisor', abbr: 'SUP', monthlyHours: 132, weeklyHours: 48, dailyHours: 12 },
  { key: 'cashier', name: 'Cashier', abbr: 'CSH', monthlyHours: 120, weeklyHours: 40, dailyHours: 8 },
];

/** A new site of Acme Retail, as the Sites screen adds one (a place picked on the map). */
export const DEMO_SITE = {
  nm: 'Sandton City',
  clnt: ACME_RETAIL,
  sgd: GAUTENG,
  ops: '',
  gen_emply: 1,
  usr_emply: 0,
  location_tp: 1,
  loc_autocomplete: JSON.stringify({
    name: 'Sandton',
    description: 'Johannesburg, Gauteng, South Africa',
    lat: -26.1076,
    lng: 28.0567,
  }),
  location_changed: 1,
};

/** People required on each day code: Monday to Sunday, then public holidays. */
export type DayCounts = readonly [number, number, number, number, number, number, number, number];

export interface DemoShiftPosition {
  position: string;
  perDay: DayCounts;
  priority: number;
  employees: readonly string[];
}

export interface DemoShift {
  key: string;
  /** 'sandton' for the new site, else Pretoria Central. */
  site: 'pretoria' | 'sandton';
  name: string;
  start: string;
  end: string;
  maxConsecutive: number;
  minRest: number;
  /** Roster rules in priority order (catalogue ids, roster-engine/src/rules/catalogue.ts). */
  rules: readonly number[];
  positions: readonly DemoShiftPosition[];
}

const EVERY_DAY_2: DayCounts = [2, 2, 2, 2, 2, 2, 2, 2];
const EVERY_DAY_1: DayCounts = [1, 1, 1, 1, 1, 1, 1, 1];

/** Guards on both Pretoria shifts: the site calculation decides who works which. */
const SHARED_GUARDS = ['dTPC6rZgkxI5aSA6', 'W9rteZI1jglexA0S']; // Kagiso Mabena, Naledi Sithole

export const DEMO_SHIFTS: readonly DemoShift[] = [
  {
    key: 'day',
    site: 'pretoria',
    name: 'Day',
    start: '06:00',
    end: '18:00',
    maxConsecutive: 5,
    minRest: 1,
    rules: [1, 2, 3, 5, 6, 10],
    positions: [
      {
        position: 'guard',
        perDay: EVERY_DAY_2,
        priority: 60,
        // Mandla Mthembu, Palesa Molefe, Tshepo Mahlangu, Ayanda Shabalala
        employees: ['Yh2NdBWflcpjaxvH', 'jxJtcoglGK37Ei7o', 'P6SC-veN2kNpOylG', 'e9Ytyl_9s4Xdqnma', ...SHARED_GUARDS],
      },
      {
        position: 'supervisor',
        perDay: EVERY_DAY_1,
        priority: 80,
        // Lwazi Ngcobo, Refilwe Maseko, Themba Cele
        employees: ['EHCzgVqFzNhG5WPL', 'XRBGpn9a5pS05ABW', '3cfAVuzDfF8dBKLh'],
      },
    ],
  },
  {
    key: 'night',
    site: 'pretoria',
    name: 'Night',
    start: '18:00',
    end: '06:00',
    maxConsecutive: 4,
    minRest: 2,
    rules: [1, 2, 3, 5, 6],
    positions: [
      {
        position: 'guard',
        perDay: EVERY_DAY_2,
        priority: 70,
        // Busisiwe Mkhize, Sibusiso Hadebe, Nokuthula Buthelezi, Katlego Mofokeng
        employees: ['-T5IOVl_-vcT7i3i', 'mLf-e-_GamCm06re', 'TKMHlbFxQDY1ngzz', 'EZ8qOTCPfnc0WbE-', ...SHARED_GUARDS],
      },
    ],
  },
  {
    key: 'sandton',
    site: 'sandton',
    name: 'Day',
    start: '08:00',
    end: '16:00',
    maxConsecutive: 5,
    minRest: 1,
    rules: [1, 2, 3, 5, 7],
    positions: [
      {
        position: 'cashier',
        perDay: [2, 2, 2, 2, 2, 2, 1, 1],
        priority: 50,
        // Dineo Radebe, Musa Gumede, Thandeka Ntuli, Lebohang Tau
        employees: ['C7vmpenByfzsBwOq', '8WRPSiHkurjt69jP', '6aZDSaxuo19qn01r', 'P4pX0hfu7QdMxHiw'],
      },
    ],
  },
];
