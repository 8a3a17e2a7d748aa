// The office screens in Spanish (issue 34, ADR 0195): /team, /subscription, /achievements and the invite page
// rendered for a person who reads Spanish, with no English sentence of their catalogue left in the text or the
// accessible names.
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SubscriptionStatusView } from "#schema/contracts/subscription-texts";
import type { Team } from "#schema/contracts/team";
import { APP_CATALOGUES } from "#schema/i18n/app/all";
import AchievementsPage from "#web/features/achievements/components/achievements-page";
import { useBadgeNames } from "#web/features/achievements/words";
import SubscriptionPage from "#web/features/billing/components/subscription-page";
import AcceptInvitePage from "#web/features/invite/components/accept-invite-page";
import TeamPage from "#web/features/team/components/team-page";
import { setAppLanguage } from "#web/lib/app-language";
import { wordsArriving } from "#web/lib/words";
import { json, renderPage, stubApi } from "./render";

// Before any module loads: each part's Spanish starts loading as its module runs, as for a Spanish reader's phone.
vi.hoisted(() => localStorage.setItem("ps-app-language", "es"));
beforeAll(async () => {
  setAppLanguage("es");
  await wordsArriving();
  // The badges' names load on first use: once, here, inside act so React hears it.
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <BadgeNames />
      </Suspense>,
    );
    await new Promise((r) => setTimeout(r, 200));
  });
});
function BadgeNames() {
  useBadgeNames();
  return null;
}
afterAll(() => {
  setAppLanguage("en");
  localStorage.removeItem("ps-app-language");
});
afterEach(() => vi.unstubAllGlobals());

/** The English pieces of a catalogue (the literal text around its arguments) that Spanish writes otherwise. */
function englishOf(part: string) {
  const { en, es } = APP_CATALOGUES[part]!;
  return Object.keys(en)
    .filter((key) => en[key] !== es[key])
    .flatMap((key) => en[key]!.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 4 && /[a-z]{3}/i.test(piece));
}

/** What a person reads or hears on screen now: the text, and every aria-label and placeholder. */
function onScreen() {
  const labels = [...document.querySelectorAll("[aria-label], [placeholder]")].map(
    (el) => `${el.getAttribute("aria-label") ?? ""} ${el.getAttribute("placeholder") ?? ""}`,
  );
  return `${document.body.textContent}\n${labels.join("\n")}`;
}

function englishLeft(parts: string[]) {
  const shown = onScreen();
  return [...new Set(parts.flatMap(englishOf))].filter((piece) =>
    new RegExp(`(^|[^\\p{L}])${piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(shown),
  );
}

const owner = { id: 1, fullName: "Rosa Medina", email: "rosa@example.com", role: "owner" };
const team: Team = {
  companyName: "Medina Eléctrica",
  members: [
    {
      id: 1,
      fullName: "Rosa Medina",
      username: "rosa",
      email: "rosa@example.com",
      role: "owner",
      lastActiveAt: null,
      isYou: true,
    },
    {
      id: 2,
      fullName: "Luis Vega",
      username: "luis",
      email: "luis@example.com",
      role: "field",
      lastActiveAt: null,
      isYou: false,
    },
  ],
  invites: [
    {
      id: 9,
      fullName: "Ana Ruiz",
      email: "ana@example.com",
      phone: null,
      phoneDisplay: null,
      phoneInvalid: false,
      role: "office",
      invitedBy: "Rosa Medina",
      expiresAt: "2026-12-01T12:00:00.000Z",
      createdAt: "2026-11-24T12:00:00.000Z",
    },
  ],
  seats: "unlimited",
  canInvite: true,
  inviteBlockedReason: null,
  clientContactId: null,
};

const trial: SubscriptionStatusView = {
  plan: null,
  status: "trialing",
  currentPeriodEnd: "2026-12-10T12:00:00.000Z",
  cancelAtPeriodEnd: false,
  entitlement: {
    state: "trialing",
    planId: "professional",
    quotas: { activeProjects: 25, meetingsPerMonth: "unlimited" },
    endsAt: null,
  },
  trialDaysLeft: 12,
  activeProjects: 2,
  checkoutMode: "local",
  portalAvailable: false,
  pendingPlan: null,
  pendingPlanAt: null,
  period: "monthly",
  paidFrom: null,
  trialQuotasUntil: null,
  checkoutTrialEnd: null,
  ownerName: "Rosa Medina",
  teamSize: 2,
};

describe("the office screens in Spanish", () => {
  it("/team: members, the client contact, invites and the invite form", async () => {
    stubApi({ "GET /api/user": json(owner), "GET /api/team": json(team) });
    renderPage(
      <Suspense fallback={null}>
        <TeamPage />
      </Suspense>,
      { path: "/team" },
    );
    expect(await screen.findByRole("heading", { name: "Miembros" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Invitaciones pendientes" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enviar invitación" })).toBeTruthy();
    expect(screen.getByText("Oficina · Vence el 1 dic 2026", { exact: false })).toBeTruthy();
    expect(englishLeft(["team"])).toEqual([]);
  });

  it("/subscription: the current plan in its trial, the plans and the guarantee", async () => {
    stubApi({ "GET /api/user": json(owner), "GET /api/subscription-status": json(trial) });
    renderPage(
      <Suspense fallback={null}>
        <SubscriptionPage />
      </Suspense>,
      { path: "/subscription" },
    );
    expect(
      await screen.findByText("Prueba gratis de Professional: quedan 12 días (termina el 10 dic 2026)."),
    ).toBeTruthy();
    expect(screen.getByText("Prueba gratis")).toBeTruthy();
    expect(screen.getByText("25 proyectos activos")).toBeTruthy();
    expect(englishLeft(["subscription"])).toEqual([]);
  });

  it("/achievements: progress, the tabs and each badge by its Spanish name", async () => {
    stubApi({
      "GET /api/user": json(owner),
      "GET /api/badges": json({
        badges: [
          {
            id: 1,
            code: "first_client",
            name: "First Client",
            description: "Add your first client.",
            icon: "users",
            category: "clients",
            level: 1,
            displayOrder: 110,
          },
          {
            id: 2,
            code: "projects_10",
            name: "Ten Projects",
            description: "Create 10 projects.",
            icon: "briefcase",
            category: "projects",
            level: 2,
            displayOrder: 210,
          },
        ],
        achievements: [{ id: 5, badgeId: 2, progress: 40, isNew: false, awardedAt: null }],
      }),
      "POST /api/user/check-achievement": json({ awarded: false }),
    });
    renderPage(
      <Suspense fallback={null}>
        <AchievementsPage />
      </Suspense>,
      { path: "/achievements" },
    );
    expect(await screen.findByRole("heading", { name: "Primer cliente" })).toBeTruthy();
    expect(screen.getByText("Agregue su primer cliente.")).toBeTruthy();
    expect(screen.getByText("Nivel 2")).toBeTruthy();
    expect(englishLeft(["achievements", "badges"])).toEqual([]);
  });

  it("/invite: who invites whom, and the form to join", async () => {
    stubApi({
      "GET /api/invites/tok123": json({
        fullName: "Luis Vega",
        email: "luis@example.com",
        phone: null,
        phoneDisplay: null,
        role: "field",
        invitedBy: "Rosa Medina",
        companyName: "Medina Eléctrica",
      }),
      "GET /api/user": json({ message: "Not signed in", code: "UNAUTHORIZED" }, 401),
    });
    renderPage(
      <Suspense fallback={null}>
        <AcceptInvitePage />
      </Suspense>,
      { path: "/invite/:token", url: "/invite/tok123" },
    );
    expect(
      await screen.findByRole("heading", {
        name: "Rosa Medina lo invitó a unirse a Medina Eléctrica como técnico de campo",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unirse al equipo" })).toBeTruthy();
    expect(englishLeft(["invite"])).toEqual([]);
  });
});
