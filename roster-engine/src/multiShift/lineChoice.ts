/**
 * A neighbourhood of a few employees solved as a choice of lines: for each employee, candidate lines that meet every
 * hard rule (their current line, their best line with the others as they are, with the group absent, and lines
 * from placing the group one by one in several random orders, rowDp.ts, and the column generation's pool); then HiGHS picks one line per employee
 * that minimises requests plus cover penalties exactly. It finds the coupled changes (one takes a shift another
 * leaves) that a single line cannot.
 */
import type { Highs } from 'highs';
import { highsSeconds } from './highsRuntime';
import type { MsRoster, MultiShiftModel } from './model';
import type { Random } from './random';
import type { LineContext } from './rowDp';
import { bestLine } from './rowDp';

/** Random orders to place the group in. */
const ORDERS = 8;

/** The requests part of one line's price. */
function requestCost(model: MultiShiftModel, e: number, line: readonly number[], ctx: LineContext): number {
  const H = model.days.length;
  const S = model.shiftTypes.length;
  let cost = 0;
  for (const r of model.workRequests) if (r.employee === e && line[r.day] !== r.shift) cost += r.weight;
  line.forEach((s, d) => {
    if (s >= 0) cost += ctx.offRequests.get((e * H + d) * S + s) ?? 0;
  });
  return cost;
}

/** Cover counts by cover line of the employees outside `group`. */
function countsOutside(model: MultiShiftModel, roster: MsRoster, group: ReadonlySet<number>): Int32Array {
  const counts = new Int32Array(model.cover.length);
  model.cover.forEach((c, i) => {
    let n = 0;
    roster.forEach((line, e) => {
      if (!group.has(e) && line[c.day] === c.shift) n++;
    });
    counts[i] = n;
  });
  return counts;
}

/**
 * Re-decides the group's lines; returns the new roster, or null when HiGHS found nothing or a line could not be
 * searched (rowDp.ts's state limit).
 */
export function chooseLines(
  highs: Highs,
  ctx: LineContext,
  roster: MsRoster,
  group: readonly number[],
  random: Random,
  limits: { timeLimitSec: number; seed: number },
  pool: ReadonlyArray<ReadonlyArray<readonly number[]>> = [],
): MsRoster | null {
  const { model } = ctx;
  const S = model.shiftTypes.length;
  const inGroup = new Set(group);
  const outside = countsOutside(model, roster, inGroup);
  const coverAt = (d: number, s: number): number => ctx.coverAt[d * S + s]!;
  const candidates = new Map<number, Map<string, number[]>>(group.map((e) => [e, new Map()]));
  const add = (e: number, line: number[]): void => {
    candidates.get(e)!.set(line.join(','), line);
  };
  const place = (e: number, counts: Int32Array): number[] | null => {
    const answer = bestLine(ctx, e, counts);
    return answer.line;
  };
  const withLine = (counts: Int32Array, line: readonly number[], sign: number): void =>
    line.forEach((s, d) => {
      if (s < 0) return;
      const i = coverAt(d, s);
      if (i >= 0) counts[i] = counts[i]! + sign;
    });

  const current = Int32Array.from(outside);
  for (const e of group) withLine(current, roster[e]!, 1);
  for (const e of group) {
    add(e, [...roster[e]!]);
    for (const line of pool[e] ?? []) add(e, [...line]);
    const others = Int32Array.from(current);
    withLine(others, roster[e]!, -1);
    const best = place(e, others);
    const alone = place(e, outside);
    if (!best || !alone) return null;
    add(e, best);
    add(e, alone);
  }
  for (let o = 0; o < ORDERS; o++) {
    const counts = Int32Array.from(outside);
    for (const e of random.pick(group, group.length)) {
      const line = place(e, counts);
      if (!line) return null;
      add(e, line);
      withLine(counts, line, 1);
    }
  }

  // The choice as a programme: y_e_j picks line j of employee e; cover rows as in mipModel.ts.
  const objective: string[] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const coverTerms = new Map<number, string[]>();
  const lines = new Map<string, { e: number; line: number[] }>();
  for (const e of group) {
    const names: string[] = [];
    [...candidates.get(e)!.values()].forEach((line, j) => {
      const name = `y_${e}_${j}`;
      names.push(name);
      binaries.push(name);
      lines.set(name, { e, line });
      const cost = requestCost(model, e, line, ctx);
      if (cost) objective.push(`+ ${cost} ${name}`);
      line.forEach((s, d) => {
        if (s < 0) return;
        const i = coverAt(d, s);
        if (i >= 0) coverTerms.set(i, [...(coverTerms.get(i) ?? []), name]);
      });
    });
    rows.push(` one_${e}: ${names.join(' + ')} = 1`);
  }
  const bounds: string[] = [];
  for (const [i, names] of coverTerms) {
    const c = model.cover[i]!;
    objective.push(`+ ${c.underWeight} u_${i} + ${c.overWeight} o_${i}`);
    bounds.push(` u_${i} >= 0`, ` o_${i} >= 0`);
    rows.push(` cov${i}: ${names.join(' + ')} + u_${i} - o_${i} = ${c.requirement - outside[i]!}`);
  }
  const text = [
    'Minimize',
    ` obj: 0 y_none ${objective.join(' ')}`,
    'Subject To',
    ...rows,
    'Bounds',
    ' y_none = 0',
    ...bounds,
    'Binaries',
    ...binaries.map((b) => ` ${b}`),
    'End',
    '',
  ].join('\n');
  const lp = highs.createModel({ format: 'lp', data: text });
  try {
    lp.options.set({
      output_flag: false,
      time_limit: highsSeconds(limits.timeLimitSec),
      random_seed: limits.seed,
      mip_rel_gap: 0,
      mip_abs_gap: 0.99,
    });
    lp.run();
    if (Number(lp.info.get('primal_solution_status')) !== 2) return null;
    const colValue = lp.getSolution().colValue;
    const { numCols } = lp.getDimensions();
    const next = roster.map((line) => [...line]);
    for (let i = 0; i < numCols; i++) {
      const chosen = lines.get(lp.getColName(i));
      if (chosen && colValue[i]! > 0.5) next[chosen.e] = [...chosen.line];
    }
    return next;
  } finally {
    lp.dispose();
  }
}
