// Step 3: Photo Documentation. Photos upload as soon as they are picked; each has a caption, a remove button,
// and, if its upload failed, a Retry that leaves the other photos and the typed details alone.
import { AlertCircle, Camera, CheckCircle2, CloudOff, ImagePlus, Loader2, RotateCcw, Trash2, X } from "lucide-react";
import { useRef } from "react";
import { Button } from "#web/components/ui/button";
import { inputClass } from "#web/components/ui/field";
import { PhotoThumb } from "#web/components/ui/photo-thumb";
import { cn } from "#web/lib/cn";
import { useCommonWords } from "#web/lib/common-words";
import { useSaid } from "#web/lib/said";
import { countsAsPhoto, type PhotoUploads, type WizardPhoto } from "../hooks/use-photo-uploads";
import { useWizardPhotosWords } from "../words/wizard-photos";

type Props = { uploads: PhotoUploads; onBack: () => void; onContinue: () => void };

export function PhotosStep({ uploads, onBack, onContinue }: Props) {
  const cameraInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const pick = (input: HTMLInputElement) => {
    if (input.files?.length) uploads.addFiles(input.files);
    // Let the same photo be picked again after a remove.
    input.value = "";
  };
  const { photos, refused } = uploads;
  const usable = photos.filter(countsAsPhoto).length;
  const t = useWizardPhotosWords();
  const common = useCommonWords();
  const said = useSaid(refused.length > 0);

  return (
    <section aria-labelledby="photos-step-title" className="space-y-5">
      <div>
        <h2 id="photos-step-title" className="text-lg font-semibold">
          {t("photosTitle")}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("photosHint")}</p>
      </div>

      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" className="px-2 whitespace-nowrap" onClick={() => cameraInput.current?.click()}>
          <Camera className="h-5 w-5" aria-hidden="true" />
          {t("takePhoto")}
        </Button>
        <Button variant="secondary" className="px-2 whitespace-nowrap" onClick={() => filesInput.current?.click()}>
          <ImagePlus className="h-5 w-5" aria-hidden="true" />
          {t("choosePhotos")}
        </Button>
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label={t("takePhoto")}
          onChange={(e) => pick(e.currentTarget)}
        />
        <input
          ref={filesInput}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={t("choosePhotos")}
          onChange={(e) => pick(e.currentTarget)}
        />
      </div>

      {refused.length > 0 && (
        <ul className="space-y-2" aria-label={t("filesNotAdded")}>
          {refused.map((f) => (
            <li
              key={f.id}
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 py-1 pr-1 pl-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
            >
              <AlertCircle className="mt-2.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <p className="min-w-0 flex-1 py-2 break-words">
                <span className="font-semibold">{f.name}</span>: {said(f.error)}
              </p>
              <Button
                variant="ghost"
                size="icon"
                className="text-red-900 dark:text-red-100"
                onClick={() => uploads.dismissRefused(f.id)}
                aria-label={t("dismiss", { name: f.name })}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}

      {photos.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t("noPhotos")}
        </p>
      ) : (
        <ul className="space-y-3" aria-label={t("photosList")}>
          {photos.map((photo, i) => (
            <PhotoRow key={photo.id} photo={photo} index={i + 1} uploads={uploads} />
          ))}
        </ul>
      )}

      <div className="grid grid-cols-[auto_1fr] gap-3">
        <Button variant="secondary" size="lg" className="px-7" onClick={onBack}>
          {common("back")}
        </Button>
        <Button size="lg" onClick={onContinue} disabled={usable === 0}>
          {t("continueToReview")}
        </Button>
      </div>
    </section>
  );
}

function PhotoRow({ photo, index, uploads }: { photo: WizardPhoto; index: number; uploads: PhotoUploads }) {
  const captionId = `caption-${photo.id}`;
  const t = useWizardPhotosWords();
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      <PhotoThumb src={photo.previewUrl} alt={photo.caption || t("photoN", { index })} className="h-20 w-20" />
      <div className="min-w-0 flex-1 space-y-2">
        <UploadState photo={photo} onRetry={() => uploads.retry(photo.id)} />
        <label htmlFor={captionId} className="sr-only">
          {t("captionFor", { index })}
        </label>
        <input
          id={captionId}
          className={cn(inputClass, "min-h-10 text-sm")}
          placeholder={t("captionPlaceholder")}
          maxLength={200}
          value={photo.caption}
          onChange={(e) => uploads.setCaption(photo.id, e.target.value)}
        />
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => uploads.remove(photo.id)}
        aria-label={t("removePhoto", { index })}
      >
        <Trash2 className="h-5 w-5" aria-hidden="true" />
      </Button>
    </li>
  );
}

function UploadState({ photo, onRetry }: { photo: WizardPhoto; onRetry: () => void }) {
  const t = useWizardPhotosWords();
  const common = useCommonWords();
  const said = useSaid(Boolean(photo.error));
  if (photo.status === "failed") {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p role="alert" className="flex items-center gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          <AlertCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
          {said(photo.error) ?? t("uploadFailed")}
        </p>
        {photo.retryable && (
          <Button variant="secondary" className="min-h-9 px-3" onClick={onRetry}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {common("retry")}
          </Button>
        )}
      </div>
    );
  }
  if (photo.status === "offline") {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-amber-900 dark:text-amber-300">
        <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t("savedOnDevice")}
      </p>
    );
  }
  if (photo.status === "uploaded") {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-green-800 dark:text-green-400">
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
        {t("uploaded")}
      </p>
    );
  }
  const pct = Math.round(photo.progress * 100);
  return (
    <div className="space-y-1">
      <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        {photo.status === "preparing" ? t("preparing") : t("uploading", { percent: pct })}
      </p>
      <div
        role="progressbar"
        aria-label={t("uploadOf", { name: photo.name })}
        aria-valuenow={photo.status === "preparing" ? 0 : pct}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full bg-brand-600" style={{ width: `${photo.status === "preparing" ? 0 : pct}%` }} />
      </div>
    </div>
  );
}
