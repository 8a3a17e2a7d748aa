// Key points or action items: type and press Enter (or Add); blank text is ignored. Action items take an
// optional assignee and due date. Text typed but not added yet is reported as a draft, so saving the meeting
// keeps it as a person expects.
import { Plus, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { MeetingNoteInput } from "#schema/contracts/meetings";
import { Button } from "#web/components/ui/button";
import { inputClass } from "#web/components/ui/field";
import { formatCalendarDate } from "#web/lib/dates";
import { useMeetingFormWords } from "../words/form";
import { useMeetingLabels } from "../words/labels";

type Props = {
  title: string;
  placeholder: string;
  notes: MeetingNoteInput[];
  onChange: (notes: MeetingNoteInput[]) => void;
  withAssignee?: boolean;
  /** The item typed but not added yet (null when the field is blank), for the form to take on save. */
  onDraft?: (draft: MeetingNoteInput | null) => void;
};

export function NotesEditor({ title, placeholder, notes, onChange, withAssignee = false, onDraft }: Props) {
  const t = useMeetingFormWords();
  const l = useMeetingLabels();
  const [text, setText] = useState("");
  const [assignedTo, setAssignedTo] = useState("");
  const [dueDate, setDueDate] = useState("");
  const id = useId();
  const draft = noteDraft(text, assignedTo, dueDate);

  useEffect(() => onDraft?.(noteDraft(text, assignedTo, dueDate)), [onDraft, text, assignedTo, dueDate]);

  const add = () => {
    if (!draft) return;
    onChange([...notes, draft]);
    setText("");
    setAssignedTo("");
    setDueDate("");
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="max-h-[200px] space-y-2 overflow-y-auto" aria-label={title}>
        {notes.map((note, i) => (
          <li
            key={`${i}-${note.text}`}
            className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-2 text-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex-1">
              <p>{note.text}</p>
              {(note.assignedTo || note.dueDate) && (
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {note.assignedTo ? l("assignedTo", { name: note.assignedTo }) : ""}
                  {note.assignedTo && note.dueDate ? " · " : ""}
                  {note.dueDate ? l("due", { date: formatCalendarDate(note.dueDate) }) : ""}
                </p>
              )}
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("remove", { text: note.text })}
              onClick={() => onChange(notes.filter((_, j) => j !== i))}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="space-y-2">
        <div className="flex gap-2">
          <label htmlFor={`${id}-text`} className="sr-only">
            {placeholder}
          </label>
          <input
            id={`${id}-text`}
            className={inputClass}
            placeholder={placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="secondary" onClick={add} aria-label={t("addTo", { list: title })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t("add")}
          </Button>
        </div>
        {withAssignee && (
          <div className="grid grid-cols-2 gap-2">
            <div>
              <label htmlFor={`${id}-who`} className="text-xs font-medium text-slate-700 dark:text-slate-300">
                {t("assignee")}
              </label>
              <input
                id={`${id}-who`}
                className={inputClass}
                value={assignedTo}
                onChange={(e) => setAssignedTo(e.target.value)}
              />
            </div>
            <div>
              <label htmlFor={`${id}-due`} className="text-xs font-medium text-slate-700 dark:text-slate-300">
                {t("dueDate")}
              </label>
              <input
                id={`${id}-due`}
                type="date"
                className={inputClass}
                value={dueDate}
                onChange={(e) => setDueDate(e.target.value)}
              />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

/** What Add would add: the text trimmed with its optional assignee and due date; null while the text is blank. */
export function noteDraft(text: string, assignedTo: string, dueDate: string): MeetingNoteInput | null {
  if (!text.trim()) return null;
  return { text: text.trim(), assignedTo: assignedTo.trim() || null, dueDate: dueDate || null };
}
