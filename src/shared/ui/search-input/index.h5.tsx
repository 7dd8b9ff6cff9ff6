import type { SearchInputProps } from './index';
import './index.less';

/** On H5 a native search field: the phone's search key, no web-component runtime on the tab. */
export function SearchInput({
  className,
  value,
  placeholder,
  maxLength,
  onInput,
  onConfirm,
}: SearchInputProps) {
  return (
    <input
      className={`native-search ${className}`}
      type="search"
      enterKeyHint="search"
      value={value}
      placeholder={placeholder}
      aria-label={placeholder}
      maxLength={maxLength}
      onChange={(event) => onInput(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onConfirm();
      }}
    />
  );
}
