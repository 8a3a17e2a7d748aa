// The browser's photo copies (ADR 0130): the outbox's upload sends them beside the photo, a photo the browser cannot
// draw goes up alone, and the session's backfill sends each listed photo's copies (or says it cannot draw it).
import { afterEach, describe, expect, it, vi } from "vitest";
import { backgroundDeps } from "#web/features/progress/offline/sync-in-background";
import { makeMissingVariants, makePhotoVariants } from "#web/lib/photo-variants";

vi.mock("#web/lib/photo-variants", async (original) => ({
  ...(await original<typeof import("#web/lib/photo-variants")>()),
  makePhotoVariants: vi.fn(),
}));
const make = vi.mocked(makePhotoVariants);

const jpeg = (n: number) => new Blob([new Uint8Array([0xff, 0xd8, 0xff, n])], { type: "image/jpeg" });
const sentForms = (fetchMock: ReturnType<typeof vi.fn>): [string, FormData][] =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === "POST")
    .map(([url, init]) => [url as string, init.body as FormData]);

afterEach(() => {
  vi.unstubAllGlobals();
  make.mockReset();
});

describe("photo copies on upload", () => {
  it("sends the 640 px and 240 px copies with the photo, and the photo alone when the browser cannot draw it", async () => {
    const fetchMock = vi.fn(async () => Response.json({ url: "/api/uploads/u/1/a.jpg" }, { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    make.mockResolvedValueOnce({ w640: jpeg(1), w240: jpeg(2) }).mockResolvedValueOnce(null);
    // The service worker's upload (Background Sync), which draws the copies itself.
    await backgroundDeps.upload(jpeg(0), "a.jpg");
    await backgroundDeps.upload(jpeg(0), "b.heic");
    const forms = sentForms(fetchMock);
    expect([...forms[0]![1].keys()]).toEqual(["file", "w640", "w240"]);
    expect([...forms[1]![1].keys()]).toEqual(["file"]);
  });
});

describe("the session's backfill", () => {
  it("reads each original, sends its copies drawn at 640 px and 240 px, and reports a photo it cannot draw", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === "POST" ? Response.json({}) : new Response(jpeg(0)),
    );
    vi.stubGlobal("fetch", fetchMock);
    // The real drawing code over a stand-in canvas (jsdom draws nothing): a 1280 x 960 photo, then one it cannot read.
    const drawn: [number, number, number][] = [];
    vi.stubGlobal(
      "createImageBitmap",
      vi
        .fn()
        .mockResolvedValueOnce({ width: 1280, height: 960, close: () => {} })
        .mockRejectedValueOnce(new DOMException("cannot decode", "InvalidStateError")),
    );
    vi.stubGlobal(
      "OffscreenCanvas",
      class {
        constructor(
          public width: number,
          public height: number,
        ) {}
        getContext() {
          return { drawImage: () => {}, imageSmoothingQuality: "low" };
        }
        async convertToBlob(opts: { type: string; quality: number }) {
          drawn.push([this.width, this.height, opts.quality]);
          return jpeg(this.width % 256);
        }
      },
    );
    await makeMissingVariants([{ url: "/api/uploads/u/1/a.jpg" }, { url: "/api/uploads/u/1/b.heic" }]);
    const forms = sentForms(fetchMock);
    expect(forms.map(([url]) => url)).toEqual(["/api/uploads/variants", "/api/uploads/variants"]);
    expect([...forms[0]![1].entries()].map(([k, v]) => [k, typeof v === "string" ? v : "file"])).toEqual([
      ["url", "/api/uploads/u/1/a.jpg"],
      ["w640", "file"],
      ["w240", "file"],
    ]);
    expect(drawn).toEqual([
      [640, 480, 0.72],
      [240, 180, 0.72],
    ]);
    expect([...forms[1]![1].entries()]).toEqual([
      ["url", "/api/uploads/u/1/b.heic"],
      ["unreadable", "1"],
    ]);
  });
});
