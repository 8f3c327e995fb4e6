import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextField } from './rich-text-field.tsx';

vi.setConfig({ testTimeout: 20_000 });

function renderField(value: string) {
  const { container } = render(
    <RichTextField
      label="Description"
      value={value}
      onChange={() => undefined}
      classBlock="job-form"
      toolbarKeys="jobAdmin.editor"
    />,
  );
  return container;
}

describe('RichTextField', () => {
  it('keeps what the server keeps: text, emphasis, lists and links', async () => {
    const container = renderField(
      '<h2>Role</h2><p><strong>Build</strong> <a href="https://example.com">things</a></p><ul><li>One</li></ul>',
    );
    await waitFor(() => expect(container.querySelector('.ql-editor h2')).not.toBeNull());
    const editor = container.querySelector('.ql-editor') as HTMLElement;
    expect(editor.querySelector('strong')?.textContent).toBe('Build');
    expect(editor.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
    expect(editor.querySelectorAll('li')).toHaveLength(1);
  });

  it('shows no image or colour the server would drop on save', async () => {
    const container = renderField(
      '<p>Hello <span style="color: red">there</span><img src="https://tracker.example/p.gif"></p>',
    );
    await waitFor(() =>
      expect(container.querySelector('.ql-editor')?.textContent).toContain('Hello'),
    );
    const editor = container.querySelector('.ql-editor') as HTMLElement;
    expect(editor.querySelector('img')).toBeNull();
    expect(editor.innerHTML).not.toContain('color');
    expect(editor.textContent).toContain('there');
  });
});
