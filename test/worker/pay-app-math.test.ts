// The pay-application arithmetic (issue 37, ADR 0189) on a worked example of four applications and a release, with
// every expected figure worked by hand from commercial.md §2.5 (never printed by the code under test): each summary
// line and identity cent-exact, half-up rounding edges, the reduction threshold at its inclusive edge judged at the
// start of the period, both reduction modes, every guard; then properties over random contracts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ApplicationInput,
  type ComputedApplication,
  type ContractInput,
  carryForward,
  computeApplication,
  type PreviousApplication,
  type RetainageTerms,
  splitRelease,
  workRateFor,
} from "#schema/rules/pay-app-math";
import { parseSovCsv } from "#schema/rules/sov-csv";

const terms: RetainageTerms = {
  workBp: 1000,
  storedBp: 500,
  reduceAtBp: 5000,
  reducedWorkBp: 500,
  reduceMode: "forward",
  allowOverbilling: false,
};

const contract = (t: Partial<RetainageTerms> = {}): ContractInput => ({
  originalContractSum: 10_000_000,
  netChangeByChangeOrders: 0,
  terms: { ...terms, ...t },
  lines: [
    { id: "l1", itemNo: "1", description: "Mobilization", scheduled: 500_000 },
    { id: "l2", itemNo: "2", description: "Rough-in", scheduled: 4_500_000 },
    { id: "l3", itemNo: "3", description: "Fixtures", scheduled: 3_000_000 },
    { id: "l4", itemNo: "4", description: "Finish", scheduled: 2_000_000 },
  ],
});

const progress = (...rows: [string, number, number][]): ApplicationInput => ({
  kind: "progress",
  entries: rows.map(([sovLineId, workThisPeriod, storedMaterials]) => ({ sovLineId, workThisPeriod, storedMaterials })),
});

const APP1 = progress(["l1", 500_000, 0], ["l2", 1_000_005, 0], ["l3", 0, 300_010]);
const APP2 = progress(["l2", 2_000_000, 0], ["l3", 500_010, 0]);
const APP3 = progress(["l3", 999_985, 0]);
const APP4 = progress(["l2", 1_499_995, 0], ["l3", 1_500_005, 0], ["l4", 2_000_000, 0]);

/** Runs applications in order, each continuing from the one before; fails on any problem. */
function run<const N extends readonly ApplicationInput[]>(c: ContractInput, inputs: N) {
  let previous: PreviousApplication = null;
  const out: ComputedApplication[] = [];
  for (const input of inputs) {
    const { application, problems } = computeApplication(c, previous, input);
    expect(problems).toEqual([]);
    out.push(application);
    previous = carryForward(application);
  }
  return out as { [K in keyof N]: ComputedApplication };
}

const summaryOf = (a: ComputedApplication) => {
  const { workRateBp: _r, releaseAmount: _a, ...s } = a.summary;
  return s;
};
const line = (a: ComputedApplication, id: string) => {
  const l = a.lines.find((x) => x.sovLineId === id);
  if (!l) throw new Error(id);
  return l;
};

describe("the worked example, forward mode", () => {
  const [a1, a2, a3, a4] = run(contract(), [APP1, APP2, APP3, APP4]);

  it("application 1: half-up retainage on work and on stored materials, every line", () => {
    expect(a1.summary.workRateBp).toBe(1000);
    // 1,000,005 × 10% = 100,000.5 -> 100,001; 300,010 × 5% = 15,000.5 -> 15,001.
    expect(line(a1, "l2")).toMatchObject({
      fromPrevious: 0,
      workThisPeriod: 1_000_005,
      storedMaterials: 0,
      totalCompletedAndStored: 1_000_005,
      percentCompleteBp: 2222,
      balanceToFinish: 3_499_995,
      retainage: 100_001,
    });
    expect(line(a1, "l3")).toMatchObject({
      storedMaterials: 300_010,
      totalCompletedAndStored: 300_010,
      percentCompleteBp: 1000,
      balanceToFinish: 2_699_990,
      workRetainage: 0,
      storedRetainage: 15_001,
      retainage: 15_001,
    });
    expect(line(a1, "l1")).toMatchObject({ percentCompleteBp: 10000, balanceToFinish: 0, retainage: 50_000 });
    expect(summaryOf(a1)).toEqual({
      originalContractSum: 10_000_000,
      netChangeByChangeOrders: 0,
      contractSumToDate: 10_000_000,
      totalCompletedAndStored: 1_800_015,
      retainageOnWork: 150_001,
      retainageOnStored: 15_001,
      totalRetainage: 165_002,
      totalEarnedLessRetainage: 1_635_013,
      lessPreviousCertificates: 0,
      currentPaymentDue: 1_635_013,
      balanceToFinishInclRetainage: 8_364_987,
    });
  });

  it("application 2: D is the previous D+E, stored materials installed leave F and their retainage", () => {
    expect(line(a2, "l2")).toMatchObject({
      fromPrevious: 1_000_005,
      workThisPeriod: 2_000_000,
      totalCompletedAndStored: 3_000_005,
      percentCompleteBp: 6667,
      balanceToFinish: 1_499_995,
      retainage: 300_001,
    });
    expect(line(a2, "l3")).toMatchObject({
      fromPrevious: 0,
      workThisPeriod: 500_010,
      storedMaterials: 0,
      percentCompleteBp: 1667,
      storedRetainage: 0,
      retainage: 50_001,
    });
    expect(summaryOf(a2)).toEqual({
      originalContractSum: 10_000_000,
      netChangeByChangeOrders: 0,
      contractSumToDate: 10_000_000,
      totalCompletedAndStored: 4_000_015,
      retainageOnWork: 400_002,
      retainageOnStored: 0,
      totalRetainage: 400_002,
      totalEarnedLessRetainage: 3_600_013,
      lessPreviousCertificates: 1_635_013,
      currentPaymentDue: 1_965_000,
      balanceToFinishInclRetainage: 6_399_987,
    });
  });

  it("application 3 reaches 50% during its period and still holds 10%: the threshold is judged at its start", () => {
    expect(a3.summary.workRateBp).toBe(1000);
    // 999,985 × 10% = 99,998.5 -> 99,999; the line shows 49.99983% as 50.00%.
    expect(line(a3, "l3")).toMatchObject({ retainage: 150_000, percentCompleteBp: 5000, balanceToFinish: 1_500_005 });
    expect(summaryOf(a3)).toMatchObject({
      totalCompletedAndStored: 5_000_000,
      retainageOnWork: 500_001,
      totalEarnedLessRetainage: 4_499_999,
      lessPreviousCertificates: 3_600_013,
      currentPaymentDue: 899_986,
      balanceToFinishInclRetainage: 5_500_001,
    });
  });

  it("application 4 starts exactly at 50% and takes the reduced 5% (inclusive); what was held stays held", () => {
    expect(a4.summary.workRateBp).toBe(500);
    // 1,499,995 × 5% = 74,999.75 -> 75,000; 1,500,005 × 5% = 75,000.25 -> 75,000.
    expect(line(a4, "l2")).toMatchObject({ retainage: 375_001, balanceToFinish: 0, percentCompleteBp: 10000 });
    expect(line(a4, "l3")).toMatchObject({ retainage: 225_000 });
    expect(line(a4, "l4")).toMatchObject({ retainage: 100_000 });
    expect(summaryOf(a4)).toEqual({
      originalContractSum: 10_000_000,
      netChangeByChangeOrders: 0,
      contractSumToDate: 10_000_000,
      totalCompletedAndStored: 10_000_000,
      retainageOnWork: 750_001,
      retainageOnStored: 0,
      totalRetainage: 750_001,
      totalEarnedLessRetainage: 9_249_999,
      lessPreviousCertificates: 4_499_999,
      currentPaymentDue: 4_750_000,
      balanceToFinishInclRetainage: 750_001,
    });
  });

  it("a partial release splits over the lines by what each holds; a full release bills the rest and leaves 0", () => {
    const partial = computeApplication(contract(), carryForward(a4), {
      kind: "retainage-release",
      releaseAmount: 250_000,
    });
    expect(partial.problems).toEqual([]);
    const p = partial.application;
    // 250,000 × held / 750,001: floors 16,666 / 125,000 / 74,999 / 33,333, the 2 cents left to the largest remainders.
    expect(p.lines.map((l) => l.releasedThisPeriod)).toEqual([16_667, 125_000, 75_000, 33_333]);
    expect(p.lines.map((l) => l.workThisPeriod)).toEqual([0, 0, 0, 0]);
    expect(summaryOf(p)).toEqual({
      originalContractSum: 10_000_000,
      netChangeByChangeOrders: 0,
      contractSumToDate: 10_000_000,
      totalCompletedAndStored: 10_000_000,
      retainageOnWork: 500_001,
      retainageOnStored: 0,
      totalRetainage: 500_001,
      totalEarnedLessRetainage: 9_499_999,
      lessPreviousCertificates: 9_249_999,
      currentPaymentDue: 250_000,
      balanceToFinishInclRetainage: 500_001,
    });
    const full = computeApplication(contract(), carryForward(p), { kind: "retainage-release", releaseAmount: 500_001 });
    expect(full.problems).toEqual([]);
    expect(summaryOf(full.application)).toMatchObject({
      totalRetainage: 0,
      totalEarnedLessRetainage: 10_000_000,
      lessPreviousCertificates: 9_499_999,
      currentPaymentDue: 500_001,
      balanceToFinishInclRetainage: 0,
    });
  });
});

describe("the worked example, recalculate mode", () => {
  it("application 4 recomputes everything held at 5% and bills the difference back", () => {
    const [, , a3, a4] = run(contract({ reduceMode: "recalculate" }), [APP1, APP2, APP3, APP4]);
    expect(a3.summary.retainageOnWork).toBe(500_001);
    expect(a4.lines.map((l) => l.workRetainage)).toEqual([25_000, 225_000, 150_000, 100_000]);
    expect(summaryOf(a4)).toEqual({
      originalContractSum: 10_000_000,
      netChangeByChangeOrders: 0,
      contractSumToDate: 10_000_000,
      totalCompletedAndStored: 10_000_000,
      retainageOnWork: 500_000,
      retainageOnStored: 0,
      totalRetainage: 500_000,
      totalEarnedLessRetainage: 9_500_000,
      lessPreviousCertificates: 4_499_999,
      currentPaymentDue: 5_000_001,
      balanceToFinishInclRetainage: 500_000,
    });
    // A release then counts against the recomputed figure: what is left is the rate's share less releases to date.
    const rel = computeApplication(contract({ reduceMode: "recalculate" }), carryForward(a4), {
      kind: "retainage-release",
      releaseAmount: 100_000,
    }).application;
    expect(rel.summary.totalRetainage).toBe(400_000);
    expect(rel.summary.currentPaymentDue).toBe(100_000);
  });
});

describe("the threshold", () => {
  it("is inclusive and compares line 4 before the period with line 3 of this one", () => {
    expect(workRateFor(terms, 4_999_999, 10_000_000)).toBe(1000);
    expect(workRateFor(terms, 5_000_000, 10_000_000)).toBe(500);
    // Odd contract: 50% of 3 cents is 1.5; 1 cent has not reached it, 2 have.
    expect(workRateFor(terms, 1, 3)).toBe(1000);
    expect(workRateFor(terms, 2, 3)).toBe(500);
    expect(workRateFor({ ...terms, reduceAtBp: null }, 10_000_000, 10_000_000)).toBe(1000);
  });
});

describe("guards", () => {
  const after3 = () => carryForward(run(contract(), [APP1, APP2, APP3])[2]);

  it("overbilling a line, unless the contract allows it", () => {
    const over = progress(["l2", 1_500_000, 0]);
    const { problems } = computeApplication(contract(), after3(), over, (m) => `$${(m / 100).toFixed(2)}`);
    expect(problems).toEqual([
      {
        code: "overbilling",
        sovLineId: "l2",
        message:
          "Line 2 would bill $45000.05, more than its scheduled value of $45000.00. This contract does not allow overbilling a line.",
      },
    ]);
    const allowed = computeApplication(contract({ allowOverbilling: true }), after3(), over);
    expect(allowed.problems).toEqual([]);
    expect(line(allowed.application, "l2").balanceToFinish).toBe(-5);
    // Stored materials count towards the line's total too.
    expect(computeApplication(contract(), after3(), progress(["l2", 0, 1_499_996])).problems[0]?.code).toBe(
      "overbilling",
    );
  });

  it("work completed below zero and negative stored materials", () => {
    const codes = computeApplication(contract(), after3(), progress(["l1", -500_001, 0], ["l4", 0, -1])).problems.map(
      (p) => p.code,
    );
    expect(codes).toEqual(["negative_work", "negative_stored"]);
    // Taking back exactly what was billed is a correction, allowed.
    expect(computeApplication(contract(), after3(), progress(["l1", -500_000, 0])).problems).toEqual([]);
  });

  it("a line not on the schedule", () => {
    expect(computeApplication(contract(), null, progress(["zz", 1, 0])).problems[0]?.code).toBe("unknown_line");
  });

  it("a release above what is held on work, or of nothing", () => {
    const held = after3();
    const over = computeApplication(contract(), held, { kind: "retainage-release", releaseAmount: 500_002 });
    expect(over.problems.map((p) => p.code)).toEqual(["release_too_large"]);
    expect(over.problems[0]?.message).toBe(
      "A release can't be more than the retainage held on completed work (500001).",
    );
    expect(
      computeApplication(contract(), held, { kind: "retainage-release", releaseAmount: 500_001 }).problems,
    ).toEqual([]);
    expect(
      computeApplication(contract(), held, { kind: "retainage-release", releaseAmount: 0 }).problems.map((p) => p.code),
    ).toEqual(["release_not_positive"]);
    expect(
      computeApplication(contract(), null, { kind: "retainage-release", releaseAmount: 1 }).problems.map((p) => p.code),
    ).toEqual(["release_too_large"]);
  });
});

describe("splitRelease", () => {
  it("adds to the release and never takes more than a line holds", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 10_000_000 }), { minLength: 1, maxLength: 12 }), fc.nat(), (held, seed) => {
        const total = held.reduce((a, b) => a + b, 0);
        const release = total === 0 ? 0 : 1 + (seed % total);
        const parts = splitRelease(held, release);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total === 0 ? 0 : release);
        parts.forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(held[i]!);
        });
      }),
    );
  });
});

describe("properties over random contracts", () => {
  const scenario = fc
    .record({
      scheduled: fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 6 }),
      workBp: fc.integer({ min: 0, max: 2000 }),
      storedBp: fc.integer({ min: 0, max: 2000 }),
      reduceAtBp: fc.option(fc.integer({ min: 0, max: 10_000 })),
      reducedWorkBp: fc.integer({ min: 0, max: 2000 }),
      reduceMode: fc.constantFrom("forward" as const, "recalculate" as const),
      periods: fc.array(
        fc.oneof(
          fc.array(fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 3000 })), {
            minLength: 6,
            maxLength: 6,
          }),
          fc.integer({ min: 1, max: 10_000 }),
        ),
        { minLength: 1, maxLength: 6 },
      ),
    })
    .map((s) => ({
      ...s,
      contract: {
        originalContractSum: s.scheduled.reduce((a, b) => a + b, 0),
        netChangeByChangeOrders: 0,
        terms: {
          workBp: s.workBp,
          storedBp: s.storedBp,
          reduceAtBp: s.reduceAtBp,
          reducedWorkBp: s.reducedWorkBp,
          reduceMode: s.reduceMode,
          allowOverbilling: false,
        },
        lines: s.scheduled.map((c, i) => ({ id: `l${i}`, itemNo: String(i + 1), description: "", scheduled: c })),
      } satisfies ContractInput,
    }));

  it("every identity holds on every application, and the certificates add up to line 6", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        let previous: PreviousApplication = null;
        let certified = 0;
        for (const period of s.periods) {
          let input: ApplicationInput;
          if (typeof period === "number") {
            const held = previous ? Object.values(previous.lines).reduce((a, l) => a + l.workRetainage, 0) : 0;
            if (held === 0) continue;
            input = { kind: "retainage-release", releaseAmount: 1 + (period % held) };
          } else {
            // Each line's share of what is left to bill (hundredths of a percent), and stored material within it.
            input = {
              kind: "progress",
              entries: s.contract.lines.map((l, i) => {
                const done = previous?.lines[l.id]?.completedToDate ?? 0;
                const left = l.scheduled - done;
                const work = Math.floor((left * period[i]![0]) / 10_000);
                const stored = Math.floor(((left - work) * period[i]![1]) / 10_000);
                return { sovLineId: l.id, workThisPeriod: work, storedMaterials: stored };
              }),
            };
          }
          const { application: a, problems } = computeApplication(s.contract, previous, input);
          expect(problems).toEqual([]);
          const m = a.summary;
          expect(m.contractSumToDate).toBe(m.originalContractSum + m.netChangeByChangeOrders);
          expect(m.totalCompletedAndStored).toBe(a.lines.reduce((x, l) => x + l.totalCompletedAndStored, 0));
          expect(m.totalRetainage).toBe(m.retainageOnWork + m.retainageOnStored);
          expect(m.totalRetainage).toBe(a.lines.reduce((x, l) => x + l.retainage, 0));
          expect(m.totalEarnedLessRetainage).toBe(m.totalCompletedAndStored - m.totalRetainage);
          expect(m.lessPreviousCertificates).toBe(previous?.totalEarnedLessRetainage ?? 0);
          expect(m.currentPaymentDue).toBe(m.totalEarnedLessRetainage - m.lessPreviousCertificates);
          expect(m.balanceToFinishInclRetainage).toBe(m.contractSumToDate - m.totalEarnedLessRetainage);
          for (const l of a.lines) {
            expect(l.fromPrevious).toBe(previous?.lines[l.sovLineId]?.completedToDate ?? 0);
            expect(l.totalCompletedAndStored).toBe(l.fromPrevious + l.workThisPeriod + l.storedMaterials);
            expect(l.balanceToFinish).toBe(l.scheduledValue - l.totalCompletedAndStored);
            expect(l.balanceToFinish).toBeGreaterThanOrEqual(0);
            expect(l.retainage).toBe(l.workRetainage + l.storedRetainage);
            expect(l.workRetainage).toBeGreaterThanOrEqual(0);
          }
          if (input.kind === "retainage-release") expect(m.currentPaymentDue).toBe(input.releaseAmount);
          certified += m.currentPaymentDue;
          expect(certified).toBe(m.totalEarnedLessRetainage);
          previous = carryForward(a);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("in forward mode retainage on work only grows with work billed and only shrinks by a release", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const c = { ...s.contract, terms: { ...s.contract.terms, reduceMode: "forward" as const } };
        let previous: PreviousApplication = null;
        for (const period of s.periods) {
          if (typeof period === "number") continue;
          const input: ApplicationInput = {
            kind: "progress",
            entries: c.lines.map((l, i) => ({
              sovLineId: l.id,
              workThisPeriod: Math.floor(
                ((l.scheduled - (previous?.lines[l.id]?.completedToDate ?? 0)) * period[i]![0]) / 10_000,
              ),
              storedMaterials: 0,
            })),
          };
          const { application: a } = computeApplication(c, previous, input);
          for (const l of a.lines)
            expect(l.workRetainage).toBeGreaterThanOrEqual(previous?.lines[l.sovLineId]?.workRetainage ?? 0);
          previous = carryForward(a);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe("a schedule of values from CSV", () => {
  it("skips a header, reads signs and separators to the cent, and names every bad row", () => {
    expect(parseSovCsv('Item,Description,Value\n1,"Rough-in, phase 1","$12,500.50"\n2,Trim,300\nFinish;99.9')).toEqual({
      rows: [
        { itemNo: "1", description: "Rough-in, phase 1", scheduledValue: 1_250_050 },
        { itemNo: "2", description: "Trim", scheduledValue: 30_000 },
        { itemNo: "", description: "Finish", scheduledValue: 9_990 },
      ],
      errors: [],
    });
    expect(parseSovCsv("1,Trim,abc\n2,Finish,1.005\n3,,5").errors).toEqual([
      'Row 2: "1.005" is not an amount.',
      "Row 3: the description is empty.",
    ]);
    expect(parseSovCsv("1,Trim,500", "JPY").rows[0]?.scheduledValue).toBe(500);
  });
});
