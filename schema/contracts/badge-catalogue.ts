// The badge catalogue (what each badge is called, shows and sits under), without zod: the web's pages import it
// directly so /achievements does not load the validation library (ADR 0093). badges.ts re-exports it all.

export const BADGE_ICONS = [
  "award",
  "star",
  "rocket",
  "target",
  "zap",
  "check",
  "chart",
  "briefcase",
  "file",
  "message",
  "users",
  "card",
] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];

export const BADGE_CATEGORIES = ["onboarding", "projects", "clients", "payments", "meetings", "others"] as const;
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];

/** Tab labels on /achievements, in tab order. */
export const BADGE_CATEGORY_LABELS: Record<BadgeCategory, string> = {
  onboarding: "Getting Started",
  clients: "Clients",
  projects: "Projects",
  payments: "Payments",
  meetings: "Meetings",
  others: "Reminders",
};

export type BadgeDefinition = {
  /** Stable key: the server awards by it and D1 upserts by it. Never rename one that has shipped. */
  code: string;
  name: string;
  description: string;
  icon: BadgeIcon;
  category: BadgeCategory;
  level: number;
  displayOrder: number;
};

/**
 * Every badge rewards a step that gets a contractor paid sooner. Levels are the same habit at a larger scale.
 * `as const satisfies` keeps each code a literal type, so the worker's rules must cover exactly these codes.
 */
export const BADGE_CATALOGUE = [
  {
    code: "first_progress_photos",
    name: "Show Your Work",
    description: "Submit your first progress billing with photos.",
    icon: "file",
    category: "onboarding",
    level: 1,
    displayOrder: 10,
  },
  {
    code: "first_approval",
    name: "Signed Off",
    description: "Get your first progress billing approved by a client's signature.",
    icon: "check",
    category: "onboarding",
    level: 1,
    displayOrder: 20,
  },
  {
    code: "first_client",
    name: "First Client",
    description: "Add your first client.",
    icon: "users",
    category: "clients",
    level: 1,
    displayOrder: 110,
  },
  {
    code: "clients_5",
    name: "Growing Roster",
    description: "Work with 5 clients.",
    icon: "users",
    category: "clients",
    level: 2,
    displayOrder: 120,
  },
  {
    code: "clients_25",
    name: "Go-To Contractor",
    description: "Work with 25 clients.",
    icon: "star",
    category: "clients",
    level: 3,
    displayOrder: 130,
  },
  {
    code: "first_project",
    name: "Breaking Ground",
    description: "Create your first project.",
    icon: "briefcase",
    category: "projects",
    level: 1,
    displayOrder: 210,
  },
  {
    code: "projects_10",
    name: "Ten Projects",
    description: "Create 10 projects.",
    icon: "briefcase",
    category: "projects",
    level: 2,
    displayOrder: 220,
  },
  {
    code: "projects_50",
    name: "Master Builder",
    description: "Create 50 projects.",
    icon: "rocket",
    category: "projects",
    level: 3,
    displayOrder: 230,
  },
  {
    code: "first_payment",
    name: "First Payment",
    description: "Receive your first payment.",
    icon: "card",
    category: "payments",
    level: 1,
    displayOrder: 310,
  },
  {
    code: "payments_5",
    name: "Five Payments",
    description: "Receive 5 payments.",
    icon: "card",
    category: "payments",
    level: 2,
    displayOrder: 320,
  },
  {
    code: "payments_25",
    name: "Steady Cash Flow",
    description: "Receive 25 payments.",
    icon: "chart",
    category: "payments",
    level: 3,
    displayOrder: 330,
  },
  {
    code: "paid_within_7_days",
    name: "Quick Turnaround",
    description: "Get paid within 7 days of a client's approval.",
    icon: "zap",
    category: "payments",
    level: 1,
    displayOrder: 340,
  },
  {
    code: "collected_10k",
    name: "$10,000 Collected",
    description: "Collect $10,000 in paid progress billings.",
    icon: "target",
    category: "payments",
    level: 1,
    displayOrder: 350,
  },
  {
    code: "collected_50k",
    name: "$50,000 Collected",
    description: "Collect $50,000 in paid progress billings.",
    icon: "target",
    category: "payments",
    level: 2,
    displayOrder: 360,
  },
  {
    code: "collected_100k",
    name: "$100,000 Collected",
    description: "Collect $100,000 in paid progress billings.",
    icon: "award",
    category: "payments",
    level: 3,
    displayOrder: 370,
  },
  {
    code: "first_meeting",
    name: "On the Record",
    description: "Document your first meeting.",
    icon: "message",
    category: "meetings",
    level: 1,
    displayOrder: 410,
  },
  {
    code: "meetings_10",
    name: "Paper Trail",
    description: "Document 10 meetings.",
    icon: "message",
    category: "meetings",
    level: 2,
    displayOrder: 420,
  },
  {
    code: "first_reminder",
    name: "First Nudge",
    description: "Send your first payment reminder.",
    icon: "zap",
    category: "others",
    level: 1,
    displayOrder: 510,
  },
  {
    code: "reminders_25",
    name: "Persistent Pro",
    description: "Send 25 payment reminders.",
    icon: "zap",
    category: "others",
    level: 2,
    displayOrder: 520,
  },
] as const satisfies readonly BadgeDefinition[];

export type BadgeCode = (typeof BADGE_CATALOGUE)[number]["code"];

/** Unlocked at 100; in progress above 0 (spec section 4). */
export const isUnlocked = (progress: number) => progress >= 100;
export const ACHIEVEMENT_NOT_FOUND = "Achievement not found";
