import { useEffect, useRef, useState } from 'react';
import type { Failure } from '../../../core/domain/kernel/result';
import { checkAttachments, checkUploadImage } from '../../../core/domain/system/uploads';

export interface Picture {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly preview: string;
}

/** Pictures chosen to attach: each checked by the upload rules as it is added (at most three, PNG or JPG, 5 MB). */
export function usePictures() {
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const add = async (files: FileList | null) => {
    setFailure(null);
    const next = [...pictures];
    for (const file of Array.from(files ?? [])) {
      const count = checkAttachments([...next, file].map((_, i) => i));
      if (!count.ok) {
        setFailure(count.error);
        break;
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const checked = checkUploadImage(bytes);
      if (!checked.ok) {
        setFailure(checked.error);
        break;
      }
      const preview = URL.createObjectURL(new Blob([bytes], { type: checked.value }));
      previews.current.push(preview);
      next.push({ name: file.name, bytes, preview });
    }
    setPictures(next);
  };
  const remove = (index: number) => setPictures(pictures.filter((_, i) => i !== index));
  const clear = () => setPictures([]);
  return { pictures, failure, setFailure, add, remove, clear };
}
