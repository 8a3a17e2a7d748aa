// Whom an office or field member asks about the plan: on /subscription and in the dashboard's banner, which loads it
// without the rest of the subscription texts (ADR 0169).
const askWhom = (ownerName: string | null) => {
  const first = ownerName?.trim().split(/\s+/)[0];
  return first ? `${first}, the owner` : "your company's owner";
};

/** Office and field members read the plan; only the owner changes it (decisions.md, Teams; ADR 0139). */
export const askOwnerLine = (ownerName: string | null) =>
  `Only the owner chooses and pays for the plan. Ask ${askWhom(ownerName)}, to change it.`;
