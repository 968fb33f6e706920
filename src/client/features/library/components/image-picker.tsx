import { useEffect, useState } from 'react';
import { IMAGE_TYPES } from '../../../../shared/constants';
import { imageProblem } from '../../../../shared/schemas/library';
import { FormField } from '../../../../ui/form-field';
import { ItemImage } from './item-image';

type ImagePickerProps = {
  id: string;
  current: string | null;
  error: string | null;
  onChange: (file: File | null, problem: string | null) => void;
};

/** The optional image, checked here first (type, 5 MB) and previewed before saving. */
export function ImagePicker({ id, current, error, onChange }: ImagePickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <FormField
      id={id}
      label="Imagem"
      error={error ?? undefined}
      hint="JPG, PNG, WEBP ou GIF, até 5 MB (opcional)."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <ItemImage
          src={preview ?? current}
          className="aspect-video w-full shrink-0 rounded-md border sm:w-40"
        />
        <input
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="w-full text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:font-medium file:text-secondary-foreground"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const problem = file ? imageProblem(file) : null;
            setPreview(file && !problem ? URL.createObjectURL(file) : null);
            onChange(file, problem);
          }}
        />
      </div>
    </FormField>
  );
}
