// The uploader (resumable parts, the Worker's steps) loads only when there is a recording to send: a stopped one, or
// one left on the device. Opening /meetings with nothing waiting no longer fetches it (ADR 0238). A recording is on
// the device before any of this runs, so an uploader that cannot load (the signal dropped) leaves it waiting there,
// as a failed upload with no connection does.
import { ApiError } from "#web/lib/api";
import { localRecordings } from "./recording-store";

/** The uploader could not be fetched: no connection. */
class UploaderUnavailable extends Error {}

const uploader = () =>
  import("./uploader").catch(() => {
    throw new UploaderUnavailable("The uploader could not load (no connection).");
  });

/** True when the failure was the connection, not the server's answer: keep the recording and try later. */
export const isOffline = (err: unknown) =>
  err instanceof UploaderUnavailable || (err instanceof ApiError && err.status === 0);

export const sendRecording = async (clientKey: string) => (await uploader()).sendRecording(clientKey);

/** Sends every stopped recording still on this device; fetches the uploader only when one is there. */
export async function sendPendingRecordings(...args: Parameters<typeof import("./uploader").sendPendingRecordings>) {
  if ((await localRecordings()).length === 0) return;
  try {
    await (await uploader()).sendPendingRecordings(...args);
  } catch (err) {
    // No connection to fetch it: everything stays on the device until the connection returns.
    if (!(err instanceof UploaderUnavailable)) throw err;
  }
}
