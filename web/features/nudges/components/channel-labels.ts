// How each reminder channel reads on the template form and the send screen.
import type { NudgeChannel } from "#schema/contracts/nudges";

export const CHANNEL_LABELS: Record<NudgeChannel, string> = { email: "Email", sms: "Text message (SMS)" };
