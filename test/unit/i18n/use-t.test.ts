import { observer } from '@/shared/stores/observer';
import { act, createElement as h, type ReactNode } from 'react';
import { initLocale, setLocale, t, useT } from '@/shared/i18n';

interface Root {
  render(node: ReactNode): void;
  unmount(): void;
}

// @types/react-dom is not installed; this is the one call the test needs from it.
const { createRoot } = jest.requireActual<{ createRoot(container: Element): Root }>(
  'react-dom/client',
);

let container: HTMLDivElement;
let root: Root;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  initLocale();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

// The jest transformer compiles JSX with the classic runtime, so elements are built with
// createElement here rather than relying on React being in scope.
function HookTitle() {
  const { t: translate, locale } = useT();
  return h('span', null, `${locale}:${translate('page.vote')}`);
}

const ObserverTitle = observer(function ObserverTitle() {
  return h('span', null, t('page.vote'));
});

describe('language switch re-renders (SPEC §1)', () => {
  test('useT re-renders a plain component with the new locale', () => {
    act(() => root.render(h(HookTitle)));
    expect(container.textContent).toBe('zh-Hant:標語創作大賽');
    act(() => {
      setLocale('en');
    });
    expect(container.textContent).toBe('en:Slogan creation contest');
  });

  test('an observer component using t() re-renders too', () => {
    act(() => root.render(h(ObserverTitle)));
    expect(container.textContent).toBe('標語創作大賽');
    act(() => {
      setLocale('pt');
    });
    expect(container.textContent).toBe('Concurso de criação de slogans');
  });

  test("useT's t changes identity only when the locale does", () => {
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useT().t);
      return null;
    }
    act(() => root.render(h(Probe)));
    act(() => root.render(h(Probe)));
    act(() => {
      setLocale('zh-Hans');
    });
    expect(seen).toHaveLength(3);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[1]);
  });
});
