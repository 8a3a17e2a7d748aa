// The Client Signature pad, set up once for both places a client signs: the app's in-person screen (React, which loads
// signature_pad on demand) and the link page's island (no framework, signature_pad in its bundle). Each passes in the
// library it loaded, so this module adds no import to either; what the pad looks like around it stays with each page.
import type SignaturePad from "signature_pad";

/** signature_pad's widths are radii: 1 gives the spec's constant 2 px black line with round ends. */
const PEN = { penColor: "#000000", minWidth: 1, maxWidth: 1, dotSize: 1, velocityFilterWeight: 0.7 };

/**
 * A pad on `canvas` with the spec's pen. The bitmap is at least 2x the box (the spec's 2x canvas), and strokes survive
 * a rotation or resize. `onStroke` hears whether the pad is empty after each stroke; `detach` stops it all.
 */
export function attachSignaturePad(
  canvas: HTMLCanvasElement,
  Pad: typeof SignaturePad,
  onStroke: (empty: boolean) => void,
): { pad: SignaturePad; detach: () => void } {
  const pad = new Pad(canvas, PEN);
  let width = 0;
  const fitToBox = () => {
    if (canvas.offsetWidth === 0 || canvas.offsetWidth === width) return;
    width = canvas.offsetWidth;
    const ratio = Math.max(window.devicePixelRatio || 1, 2);
    const strokes = pad.toData();
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext("2d")?.scale(ratio, ratio);
    pad.clear();
    if (strokes.length > 0) pad.fromData(strokes);
  };
  fitToBox();
  const observer = new ResizeObserver(fitToBox);
  observer.observe(canvas);
  pad.addEventListener("endStroke", () => onStroke(pad.isEmpty()));
  return {
    pad,
    detach: () => {
      observer.disconnect();
      pad.off();
    },
  };
}
