// usePhotoUploads: photos upload one at a time as they are picked; a dropped upload can be retried without touching
// the others, a refused one cannot, and files that are not images are never counted as photos.
import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_WRONG_TYPE } from "#schema/contracts/uploads";
import { uploadPhoto } from "#web/features/progress/api/uploads";
import { countsAsPhoto, usePhotoUploads } from "#web/features/progress/hooks/use-photo-uploads";
import { ApiError } from "#web/lib/api";

vi.mock("#web/features/progress/api/uploads", () => ({ uploadPhoto: vi.fn() }));
vi.mock("#web/features/progress/hooks/compress-photo", () => ({ compressPhoto: async (file: File) => file }));
const upload = vi.mocked(uploadPhoto);

const image = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: "image/jpeg" });
const ok = (name: string) => ({ url: `/api/uploads/u/1/${name}`, contentType: "image/jpeg", size: 3 });

beforeEach(() => upload.mockReset());

describe("usePhotoUploads", () => {
  it("starts from a restored draft's uploaded photos", () => {
    const { result } = renderHook(() => usePhotoUploads([{ url: "/api/uploads/u/1/a.jpg", caption: "Panel" }]));
    expect(result.current.photos).toMatchObject([
      { status: "uploaded", url: "/api/uploads/u/1/a.jpg", caption: "Panel" },
    ]);
  });

  it("uploads each pick in order, retries only the dropped one, and never retries a refused one", async () => {
    upload
      .mockRejectedValueOnce(new ApiError(0, "No connection. Check your signal and try again."))
      .mockResolvedValueOnce(ok("b.jpg"))
      .mockRejectedValueOnce(
        new ApiError(400, "Only JPEG, PNG, WebP or HEIC photos can be uploaded", {}, "BAD_REQUEST"),
      )
      .mockResolvedValueOnce(ok("a.jpg"));
    const { result } = renderHook(() => usePhotoUploads([]));

    act(() => result.current.addFiles([image("a.jpg"), image("b.jpg"), image("c.jpg")]));
    await waitFor(() => expect(result.current.photos.map((p) => p.status)).toEqual(["failed", "uploaded", "failed"]));
    const [a, b, c] = result.current.photos;
    expect(a).toMatchObject({ retryable: true, error: "No connection. Check your signal and try again." });
    expect(b).toMatchObject({ url: "/api/uploads/u/1/b.jpg" });
    expect(c).toMatchObject({ retryable: false });
    expect(result.current.photos.filter(countsAsPhoto)).toHaveLength(2);
    expect(upload.mock.calls.map((call) => call[1])).toEqual(["a.jpg", "b.jpg", "c.jpg"]);

    act(() => result.current.retry(a!.id));
    await waitFor(() =>
      expect(result.current.photos[0]).toMatchObject({ status: "uploaded", url: "/api/uploads/u/1/a.jpg" }),
    );
    // The uploaded photo was not sent again.
    expect(upload).toHaveBeenCalledTimes(4);
  });

  it("refuses files that are not images, and a removed photo is never uploaded", async () => {
    let release: (v: ReturnType<typeof ok>) => void = () => {};
    upload.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const { result } = renderHook(() => usePhotoUploads([]));
    act(() => result.current.addFiles([new File(["x"], "notes.pdf", { type: "application/pdf" })]));
    expect(result.current.refused).toMatchObject([{ name: "notes.pdf", error: UPLOAD_WRONG_TYPE }]);
    expect(result.current.photos).toEqual([]);

    act(() => result.current.addFiles([image("a.jpg"), image("b.jpg")]));
    await waitFor(() => expect(result.current.photos[0]?.status).toBe("uploading"));
    act(() => result.current.remove(result.current.photos[1]!.id));
    await act(async () => release(ok("a.jpg")));
    await waitFor(() => expect(result.current.photos).toMatchObject([{ status: "uploaded" }]));
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
