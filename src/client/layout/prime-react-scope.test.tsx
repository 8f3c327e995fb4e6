import { act, render, screen } from '@testing-library/react';
import { PrimeReactContext } from 'primereact/api';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { useContext } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '#client/startup/light/button.tsx';
import { themeStore } from '#client/features/theme/theme-store.ts';
import { PrimeReactScope } from './prime-react-scope.tsx';

function RippleState() {
  const prime = useContext(PrimeReactContext);
  return <output>{prime === undefined ? 'no context' : `ripple ${String(prime.ripple)}`}</output>;
}

afterEach(() => themeStore.unload());

describe('PrimeReactScope', () => {
  it("gives PrimeReact's components the user's ripple setting, and follows its changes", async () => {
    themeStore.load('user-r');
    themeStore.update({ ripple: false });
    render(
      <PrimeReactScope>
        <RippleState />
      </PrimeReactScope>,
    );
    expect(await screen.findByText('ripple false')).toBeTruthy();
    act(() => themeStore.update({ ripple: true }));
    expect(await screen.findByText('ripple true')).toBeTruthy();
  });

  it('is the only PrimeReact context: outside it components use the library defaults', () => {
    render(<RippleState />);
    expect(screen.getByText('no context')).toBeTruthy();
  });

  it('gives light buttons a ripple only while the theme has ripples on', () => {
    themeStore.load('user-r');
    themeStore.update({ ripple: true });
    render(
      <PrimeReactScope>
        <Button label="Apply" />
      </PrimeReactScope>,
    );
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button.querySelector('.p-ink')).not.toBeNull();
    act(() => themeStore.update({ ripple: false }));
    expect(button.querySelector('.p-ink')).toBeNull();
  });

  it('leaves light buttons outside it without a ripple', () => {
    render(<Button label="Refer" />);
    expect(screen.getByRole('button', { name: 'Refer' }).querySelector('.p-ink')).toBeNull();
  });

  it('marks a disabled dropdown or multi-select as disabled where its text shows, and only then', () => {
    const options = [{ label: 'Ankara', value: 1 }];
    const { rerender } = render(
      <PrimeReactScope>
        <Dropdown id="city" options={options} placeholder="Select a city" disabled />
        <MultiSelect id="countries" options={options} placeholder="Countries" disabled />
      </PrimeReactScope>,
    );
    const roots = () =>
      ['city', 'countries'].map((id) => document.getElementById(id)?.closest('[data-pc-name]'));
    expect(roots().map((root) => root?.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
    rerender(
      <PrimeReactScope>
        <Dropdown id="city" options={options} placeholder="Select a city" />
        <MultiSelect id="countries" options={options} placeholder="Countries" />
      </PrimeReactScope>,
    );
    expect(roots().map((root) => root?.hasAttribute('aria-disabled'))).toEqual([false, false]);
  });
});
