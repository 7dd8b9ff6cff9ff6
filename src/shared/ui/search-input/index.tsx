import { Input } from '@tarojs/components';

export interface SearchInputProps {
  className: string;
  value: string;
  /** Also its accessible name: a search box has no visible label. */
  placeholder: string;
  maxLength: number;
  onInput: (value: string) => void;
  /** The keyboard's search key (or Enter). */
  onConfirm: () => void;
}

/** A one-line search box: Taro's Input on the mini-program (index.h5.tsx for H5). */
export function SearchInput({
  className,
  value,
  placeholder,
  maxLength,
  onInput,
  onConfirm,
}: SearchInputProps) {
  return (
    <Input
      className={className}
      type="text"
      confirmType="search"
      value={value}
      placeholder={placeholder}
      aria-label={placeholder}
      maxlength={maxLength}
      onInput={(event) => onInput(event.detail.value)}
      onConfirm={onConfirm}
    />
  );
}
