import { FieldError, showAlert, TextField } from '@shop/shared';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { uploadImage } from '../api/upload-image';
import { STAFF_TEXT } from '../staff-text';

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  legend { font-weight: 600; padding: 0 ${({ theme }) => theme.space.xs}; }
`;

const UploadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  input[type='file'] { position: absolute; width: 1px; height: 1px; opacity: 0; }
  input[type='file']:focus-visible + label { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

// The label is what people see and click; the real file input stays in the tab order.
const UploadLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
`;

const Preview = styled.div`
  width: 160px;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

const T = STAFF_TEXT.form;

/** The product image: uploaded (image files only, with progress) or pasted as a URL, with a preview. */
export function ImagePicker({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const fileId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setFileError(T.imageFilesOnly);
      return;
    }
    setFileError(undefined);
    setProgress(0);
    try {
      onChange(await uploadImage(file, setProgress));
    } catch (error) {
      console.error('Image upload failed', error);
      showAlert(T.uploadFailedTitle, T.uploadFailed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Group>
      <legend>{T.imageGroup}</legend>
      <UploadRow>
        <input
          id={fileId}
          type="file"
          accept="image/*"
          aria-describedby={fileError ? `${fileId}-error` : undefined}
          disabled={progress !== null}
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <UploadLabel htmlFor={fileId}>{T.upload}</UploadLabel>
        {progress !== null && (
          <>
            <progress max={100} value={progress} aria-label={T.uploadProgress} />
            <span role="status">{T.uploading(progress)}</span>
          </>
        )}
      </UploadRow>
      {fileError && <FieldError id={`${fileId}-error`}>{fileError}</FieldError>}
      <TextField label={T.imageUrl} type="url" value={value} onChange={(event) => onChange(event.target.value)} />
      <Preview>{value && <img src={value} alt={T.preview} />}</Preview>
    </Group>
  );
}
