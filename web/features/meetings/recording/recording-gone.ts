// Why a recording could not be sent when it is gone from this device's storage (cleared, or sent by another tab): a
// code, not a sentence; the screens say it in the reader's language (components/limit-toast.ts). Its own module, so
// the shell's keeper knows it without loading the uploader.
export const RECORDING_GONE = "recording-gone";
