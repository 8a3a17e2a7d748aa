// Every key of the members' email catalogue in every language (issue 34, ADR 0243): the same keys and arguments as
// English, every message rendered with no brace left and every argument used, Spanish actually Spanish, and English
// exactly the words the Worker wrote before members had a language.
import { describe, expect, it } from "vitest";
import { ROLE_AS } from "#schema/contracts/team";
import { MEMBER_MAIL_CATALOGUES, type MemberKey, memberWords } from "#schema/i18n/member-mail";
import { argumentNames, formatMessage } from "#schema/i18n/message-format";
import { formatMoneyExact } from "#schema/rules/money";
import { describe as securityNotice } from "#worker/services/security-events";

const en = MEMBER_MAIL_CATALOGUES.en;
const keys = Object.keys(en) as MemberKey[];
/** A number for the counted arguments (plural branches), a marker for the rest. */
const argsOf = (key: MemberKey) =>
  Object.fromEntries(argumentNames(en[key]).map((n) => [n, n === "days" || n === "number" ? 7 : `<${n}>`]));

describe("the members' email catalogue", () => {
  for (const language of ["en", "es"] as const) {
    it(`${language}: every key, English's arguments, rendered with every argument and no brace left`, () => {
      const catalogue = MEMBER_MAIL_CATALOGUES[language];
      expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        expect([key, argumentNames(catalogue[key]).sort()]).toEqual([key, argumentNames(en[key]).sort()]);
        const text = formatMessage(catalogue[key], argsOf(key), language === "en" ? "en-US" : "es-US");
        expect(text.trim(), `${language}.${key}`).not.toBe("");
        expect(text, `${language}.${key}`).not.toMatch(/[{}]/);
        for (const [name, value] of Object.entries(argsOf(key))) {
          expect(text, `${language}.${key} uses ${name}`).toContain(String(value));
        }
      }
    });
  }

  it("translates: no Spanish message is the English one", () => {
    const same = keys.filter((key) => MEMBER_MAIL_CATALOGUES.es[key] === en[key]);
    expect(same).toEqual([]);
  });

  it("writes English exactly as the Worker did: the roles, the security notices, the amounts", () => {
    expect([en.roleOwner, en.roleOffice, en.roleField]).toEqual([ROLE_AS.owner, ROLE_AS.office, ROLE_AS.field]);
    expect(securityNotice({ kind: "new-device", device: "Chrome on Mac", ip: "198.51.100.7" })).toEqual({
      title: "New sign-in to your account",
      body: "Someone signed in with Chrome on Mac from 198.51.100.7. If this wasn't you, change your password now and remove any passkey you don't recognise on your Profile.",
    });
    expect(securityNotice({ kind: "passkey-removed", name: "Laptop" }).body).toBe(
      `The passkey "Laptop" can no longer sign in. If this wasn't you, change your password now and remove any passkey you don't recognise on your Profile.`,
    );
    const invite = { inviter: "Dana Reyes", company: "Reyes Electric", role: ROLE_AS.field, link: "L", days: 7 };
    expect(memberWords("en").t("inviteSubject", invite)).toBe("Dana Reyes invited you to Reyes Electric on PayStage");
    expect(memberWords("en").t("inviteBody", invite)).toBe(
      "Dana Reyes invited you to join Reyes Electric on PayStage as a field tech. Set up your login here: L (the link works for 7 days).",
    );
    // English amounts in the billing's own locale, as before; Spanish in es-US, the billing's currency kept.
    expect(memberWords("en", "en-GB").money(120_000, "GBP")).toBe("£1,200.00");
    expect(memberWords("en", "fr-CA").money(114_975, "CAD")).toBe(formatMoneyExact(114_975, "CAD", "fr-CA"));
    expect(memberWords("es", "en-GB").money(120_000, "GBP")).toMatch(/^(GBP|£)\s?1,200\.00$/);
    expect(memberWords("es", "en-US").money(399_999, "USD")).toBe("$3,999.99");
    expect(memberWords("es").t("inviteBody", { inviter: "A", company: "B", role: "C", link: "L", days: 1 })).toContain(
      "vale por 1 día)",
    );
  });
});
