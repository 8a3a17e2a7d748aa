// A company's own tax rates (issue 33, ADR 0211): the owner adds one with its dates, the list and the billing form
// offer it while in force, a billing is taxed at it as at a seeded rate, and a US company adds its tax per billing.
import { describe, expect, it } from "vitest";
import { OWN_TAX_RATE_TEXTS } from "#schema/contracts/own-tax-rates";
import { TAX_RATE_UNKNOWN } from "#schema/contracts/progress";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { failure, ok, signedUp } from "./http";

/** A New Zealand contractor pricing exclusive of GST (NZ stays on the main database, ADR 0168's shard note). */
async function nzContractor() {
  const { browser, member } = await signedUp({ country: "NZ" });
  await ok(browser.api.company.$patch({ json: { taxMode: "exclusive" } }));
  return { browser, member };
}

describe("a company's own tax rates", () => {
  it("the owner adds a dated rate; the list offers it while in force; a billing is taxed at it in exact minor units", async () => {
    const { browser } = await nzContractor();
    const added = await ok(
      browser.api["tax-rates"].$post({ json: { label: "Levy 2.5%", rate: 2.5, validFrom: "2020-01-01" } }),
    );
    expect(added).toMatchObject({ label: "Levy 2.5%", rate: 2.5, own: true, validFrom: "2020-01-01", validTo: null });
    expect(added.code).toMatch(/^OWN-[0-9A-F]{8}$/);
    // Ended yesterday, so never listed nor billable today.
    const ended = await ok(
      browser.api["tax-rates"].$post({
        json: { label: "Old levy 3%", rate: 3, validFrom: "2019-01-01", validTo: "2020-01-01" },
      }),
    );
    const list = await ok(browser.api["tax-rates"].$get());
    expect(list.rates.map((r) => r.code)).toContain(added.code);
    expect(list.rates.map((r) => r.code)).not.toContain(ended.code);
    expect(list.rates.find((r) => r.code === "NZ-GST")).toBeDefined();

    const { id: clientId } = await makeClient(browser);
    const project = await makeProject(browser, { clientId, totalValue: null });
    const billing = await makeProgress(browser, { projectId: project.id, amount: 100_000, taxRate: added.code });
    expect(billing).toMatchObject({
      netAmount: 100_000,
      taxAmount: 2_500,
      totalAmount: 102_500,
      taxLines: [{ code: added.code, label: "Levy 2.5%", rate: 2.5, base: 100_000, tax: 2_500 }],
    });
    const refused = await failure(
      browser.api.progress.$post({
        json: {
          projectId: project.id,
          amount: 100_000,
          completionPercentage: 10,
          description: "Framing",
          taxRate: ended.code,
        },
      }),
    );
    expect(refused).toMatchObject({ status: 400, body: { message: TAX_RATE_UNKNOWN } });

    // The company's default may be its own rate; a new billing then starts from it.
    await ok(browser.api.company.$patch({ json: { defaultTaxRate: added.code } }));
    const byDefault = await makeProgress(browser, { projectId: project.id, amount: 200_000 });
    expect(byDefault).toMatchObject({ taxAmount: 5_000, totalAmount: 205_000 });
  });

  it("refuses a bad rate, dates out of order, a US company, and another company's code", async () => {
    const { browser } = await nzContractor();
    const post = (json: Record<string, unknown>) => failure(browser.api["tax-rates"].$post({ json: json as never }));
    expect(await post({ label: "x", rate: 101, validFrom: "2026-01-01" })).toMatchObject({
      status: 400,
      body: { message: OWN_TAX_RATE_TEXTS.rate },
    });
    expect(await post({ label: "x", rate: 5, validFrom: "2026-01-01", validTo: "2025-01-01" })).toMatchObject({
      status: 400,
      body: { message: OWN_TAX_RATE_TEXTS.order },
    });
    const other = await nzContractor();
    const theirs = await ok(
      other.browser.api["tax-rates"].$post({ json: { label: "Theirs", rate: 4, validFrom: "2020-01-01" } }),
    );
    const { id: clientId } = await makeClient(browser);
    const project = await makeProject(browser, { clientId, totalValue: null });
    expect(
      await failure(
        browser.api.progress.$post({
          json: {
            projectId: project.id,
            amount: 1_000,
            completionPercentage: 10,
            description: "Framing",
            taxRate: theirs.code,
          },
        }),
      ),
    ).toMatchObject({ status: 400, body: { message: TAX_RATE_UNKNOWN } });

    const us = await signedUp();
    expect(
      await failure(us.browser.api["tax-rates"].$post({ json: { label: "Sales", rate: 8, validFrom: "2020-01-01" } })),
    ).toMatchObject({ status: 400, body: { message: OWN_TAX_RATE_TEXTS.usOnlyManual } });
  });
});
