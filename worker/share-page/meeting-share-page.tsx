/** @jsxImportSource hono/jsx */
// /s/{token}: a shared meeting's notes, rendered by the Worker (ADR 0032). Read-only, mobile-first, no script.
import type { Child } from "hono/jsx";
import type { MeetingNote } from "#schema/db";
import { type ClientWords, clientWords } from "#schema/i18n/client";
import { formatZonedDateTime, shownMeetingTitle } from "#schema/rules/meeting-times";
import { HtmlDocument, PrivatePageMeta } from "../lib/document";
import type { OpenedShare } from "../services/meetings/shares";

const LOCATIONS = {
  jobsite: "locationJobsite",
  office: "locationOffice",
  remote: "locationRemote",
  client: "locationClient",
} as const;
const locationText = (w: ClientWords, location: string) =>
  location in LOCATIONS ? w.t(LOCATIONS[location as keyof typeof LOCATIONS]) : location;

const css = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f1f5f9}
main{max-width:42rem;margin:0 auto;padding:1rem}header{padding:1rem 0 .5rem}
.brand{font-weight:800;color:#1d4ed8;letter-spacing:-.01em;font-size:1.1rem}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 .25rem}h2{font-size:1.05rem;margin:0 0 .5rem}
.meta{color:#475569;font-size:.9rem;margin:0}.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem;margin:.75rem 0}
ul{margin:0;padding-left:1.2rem}li{margin:.3rem 0}.sub{color:#475569;font-size:.875rem}.empty{color:#64748b;margin:0}
.tag{display:inline-block;background:#dbeafe;color:#1e3a8a;border-radius:999px;padding:0 .5rem;font-size:.8rem;margin-left:.25rem}
footer{color:#64748b;font-size:.8rem;text-align:center;padding:1.5rem 0}
@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}.card{background:#0f172a;border-color:#1e293b}.meta,.sub{color:#94a3b8}.brand{color:#93c5fd}.tag{background:#1e3a8a;color:#dbeafe}}
`;

function Page({ title, lang, children }: { title: string; lang?: string; children: Child }) {
  return (
    <HtmlDocument title={title} css={css} head={<PrivatePageMeta referrer="no-referrer" />} lang={lang}>
      <main>
        <header>
          <div class="brand">PayStage</div>
        </header>
        {children}
        <footer>Shared with you through PayStage. Read-only.</footer>
      </main>
    </HtmlDocument>
  );
}

function Notes({ heading, notes, empty, w }: { heading: string; notes: MeetingNote[]; empty: string; w: ClientWords }) {
  return (
    <section class="card" aria-label={heading}>
      <h2>{heading}</h2>
      {notes.length === 0 ? (
        <p class="empty">{empty}</p>
      ) : (
        <ul>
          {notes.map((n, i) => (
            <li key={i}>
              {n.text}
              {n.assignedTo || n.dueDate ? (
                <div class="sub">
                  {n.assignedTo ? w.t("assignedTo", { name: n.assignedTo }) : ""}
                  {n.assignedTo && n.dueDate ? " · " : ""}
                  {n.dueDate ? w.t("dueOn", { date: w.day(n.dueDate) }) : ""}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MeetingSharePage({ share }: { share: OpenedShare }) {
  const { meeting, participants, owner, projectName } = share;
  const tz = owner?.timezone ?? "UTC";
  const from = owner ? owner.companyName || owner.fullName : null;
  const shown = shownMeetingTitle(meeting, tz);
  // The project's client's language (ADR 0175); English for a meeting on no project.
  const w = clientWords(share.language, owner?.locale ?? "en-US");
  const english = share.language === "en";
  return (
    <Page title={`${shown.title} · ${w.t("meetingNotes")}`} lang={share.language}>
      <h1>{shown.title}</h1>
      <p class="meta">
        {/* The recorder's profile zone, named, and once: the same text the app shows (ADR 0124, issue 38). */}
        {shown.timeInTitle
          ? ""
          : `${english ? formatZonedDateTime(meeting.meetingDate, tz) : w.instant(meeting.meetingDate, tz)} · `}
        {locationText(w, meeting.location)}
        {from ? ` · ${w.t("sharedBy", { name: from })}` : ""}
      </p>
      {projectName ? <p class="meta">{w.t("projectLine", { project: projectName })}</p> : null}
      {meeting.description ? <p>{meeting.description}</p> : null}
      <section class="card" aria-label={w.t("summary")}>
        <h2>{w.t("summary")}</h2>
        {meeting.summaryText ? (
          <p style="margin:0;white-space:pre-line">{meeting.summaryText}</p>
        ) : (
          <p class="empty">{w.t("noSummary")}</p>
        )}
      </section>
      <Notes heading={w.t("keyPoints")} notes={meeting.keyPoints} empty={w.t("noKeyPoints")} w={w} />
      <Notes heading={w.t("actionItems")} notes={meeting.actionItems} empty={w.t("noActionItems")} w={w} />
      <section class="card" aria-label={w.t("participants")}>
        <h2>{w.t("participants")}</h2>
        {participants.length === 0 ? (
          <p class="empty">{w.t("noParticipants")}</p>
        ) : (
          <ul>
            {participants.map((p) => (
              <li key={p.id}>
                {p.name}
                {p.role ? <span class="tag">{p.role}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}

export function ShareNotFoundPage() {
  return (
    <Page title="Link not found · PayStage">
      <section class="card">
        <h1>Meeting notes not found</h1>
        <p>
          This link has expired, was revoked by the sender, or never existed. Ask the person who shared it for a new
          link.
        </p>
      </section>
    </Page>
  );
}
