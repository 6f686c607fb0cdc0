/** A button-styled file picker: the chosen file is handed over once, and the same file can be picked again. */
export function FilePickerButton({
  label,
  accept,
  disabled,
  onFile,
}: {
  label: string;
  accept: string;
  disabled: boolean;
  onFile(file: File | undefined): void;
}) {
  return (
    <label className="btn btn--secondary btn--md file-button">
      {label}
      <input
        type="file"
        accept={accept}
        className="visually-hidden"
        disabled={disabled}
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </label>
  );
}
