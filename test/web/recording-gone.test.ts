// A recording that is gone from the device when its upload starts (cleared storage, sent by another tab) is refused
// with a code, not an English sentence, and the toast says it in the reader's language (issue 34).
import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { meetingRecorder as en } from "#schema/i18n/app/en/meeting-recorder";
import { meetingRecorder as es } from "#schema/i18n/app/es/meeting-recorder";
import { failedText } from "#web/features/meetings/components/limit-toast";
import { sendRecording } from "#web/features/meetings/recording/uploader";
import { useRecorderWords } from "#web/features/meetings/words/recorder";
import type { Words } from "#web/lib/words";

const spanish = ((key: keyof typeof es) => es[key]) as Words<typeof en>;

describe("a recording no longer on this device", () => {
  it("is refused before anything is sent, and said in the reader's language", async () => {
    const err = await sendRecording("never-recorded-here").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(failedText(err, useRecorderWords.english)).toBe("This recording is no longer on this device.");
    expect(failedText(err, spanish)).toBe("Esta grabación ya no está en este dispositivo.");
  });

  it("leaves every other failure the save-failed sentence", () => {
    expect(failedText(new Error("Network"), spanish)).toBe(es.saveFailed);
    expect(failedText(null, useRecorderWords.english)).toBe(en.saveFailed);
  });
});
