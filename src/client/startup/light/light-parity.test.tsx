import { render } from '@testing-library/react';
import { Avatar as PrimeAvatar } from 'primereact/avatar';
import { Button as PrimeButton } from 'primereact/button';
import { Message as PrimeMessage } from 'primereact/message';
import { Paginator as PrimePaginator } from 'primereact/paginator';
import { ProgressBar as PrimeProgressBar } from 'primereact/progressbar';
import { ProgressSpinner as PrimeProgressSpinner } from 'primereact/progressspinner';
import { RadioButton as PrimeRadioButton } from 'primereact/radiobutton';
import { Skeleton as PrimeSkeleton } from 'primereact/skeleton';
import { Tag as PrimeTag } from 'primereact/tag';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';
import { Button } from './button.tsx';
import { Message } from './message.tsx';
import { Paginator } from './paginator.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { ProgressSpinner } from './progress-spinner.tsx';
import { RadioButton } from './radio-button.tsx';
import { Skeleton } from './skeleton.tsx';
import { Tag } from './tag.tsx';
import { markupShape } from '#client/test/markup-shape.ts';

/**
 * The light components must keep drawing PrimeReact's markup (the Lara theme styles it): the same
 * elements, classes, attributes and inline styles as PrimeReact's own, for the props we use
 * (`markupShape`).
 */
function same(prime: ReactElement, light: ReactElement) {
  const a = render(prime).container.firstElementChild;
  const b = render(light).container.firstElementChild;
  expect(a && b).toBeTruthy();
  expect(markupShape(b as Element)).toBe(markupShape(a as Element));
}

describe('light components draw PrimeReact markup', () => {
  it('Tag: severity, rounded, icon, class name', () => {
    same(
      <PrimeTag value="Remote" severity="info" rounded />,
      <Tag value="Remote" severity="info" rounded />,
    );
    same(
      <PrimeTag className="job-detail__reward" value="Reward: $1,500" severity="success" />,
      <Tag className="job-detail__reward" value="Reward: $1,500" severity="success" />,
    );
    same(
      <PrimeTag value="$1,000 - $2,000" severity="secondary" icon="pi pi-wallet" />,
      <Tag value="$1,000 - $2,000" severity="secondary" icon="pi pi-wallet" />,
    );
    same(<PrimeTag value="Plain" />, <Tag value="Plain" />);
  });

  it('Button: icon and label, text, outlined, disabled submit, icon only', () => {
    same(
      <PrimeButton type="button" icon="pi pi-refresh" label="Try again" />,
      <Button type="button" icon="pi pi-refresh" label="Try again" />,
    );
    same(
      <PrimeButton type="button" className="p-button-text" label="Sign out" />,
      <Button type="button" className="p-button-text" label="Sign out" />,
    );
    same(
      <PrimeButton type="button" icon="pi pi-list" label="All Jobs" outlined />,
      <Button type="button" icon="pi pi-list" label="All Jobs" outlined />,
    );
    same(
      <PrimeButton type="submit" label="Find Jobs" text disabled />,
      <Button type="submit" label="Find Jobs" text disabled />,
    );
    same(
      <PrimeButton type="button" icon="pi pi-times" aria-label="Close" />,
      <Button type="button" icon="pi pi-times" aria-label="Close" />,
    );
  });

  it("Button: the job cards' small, outlined, disabled, rounded and severity variants", () => {
    same(
      <PrimeButton type="button" size="small" label="Refer" icon="pi pi-user-plus" outlined />,
      <Button type="button" size="small" label="Refer" icon="pi pi-user-plus" outlined />,
    );
    same(
      <PrimeButton type="button" size="large" label="Applied" icon="pi pi-send" disabled />,
      <Button type="button" size="large" label="Applied" icon="pi pi-send" disabled />,
    );
    same(
      <PrimeButton type="button" icon="pi pi-ellipsis-v" rounded text aria-label="Menu" />,
      <Button type="button" icon="pi pi-ellipsis-v" rounded text aria-label="Menu" />,
    );
    same(
      <PrimeButton type="button" label="Clear" severity="secondary" outlined />,
      <Button type="button" label="Clear" severity="secondary" outlined />,
    );
  });

  it('Skeleton: default, sized with radius, circle', () => {
    same(
      <PrimeSkeleton height="3rem" className="mb-3" />,
      <Skeleton height="3rem" className="mb-3" />,
    );
    same(
      <PrimeSkeleton height="18rem" width="70%" borderRadius="28px" />,
      <Skeleton height="18rem" width="70%" borderRadius="28px" />,
    );
    same(<PrimeSkeleton shape="circle" size="2rem" />, <Skeleton shape="circle" size="2rem" />);
  });

  it('ProgressBar: indeterminate and determinate', () => {
    same(
      <PrimeProgressBar
        mode="indeterminate"
        className="navigation-progress"
        aria-label="Loading"
      />,
      <ProgressBar mode="indeterminate" className="navigation-progress" aria-label="Loading" />,
    );
    same(
      <PrimeProgressBar mode="determinate" value={100} showValue={false} aria-label="Done" />,
      <ProgressBar mode="determinate" value={100} showValue={false} aria-label="Done" />,
    );
    same(<PrimeProgressBar value={40} />, <ProgressBar value={40} />);
  });

  it('ProgressSpinner', () => {
    same(
      <PrimeProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />,
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />,
    );
  });

  it('Message: each severity, with its SVG icon', () => {
    for (const severity of ['info', 'success', 'warn', 'error'] as const) {
      same(
        <PrimeMessage severity={severity} text="Boom" className="x" />,
        <Message severity={severity} text="Boom" className="x" />,
      );
    }
  });

  it('Avatar: initials and image', () => {
    same(
      <PrimeAvatar label="AL" shape="circle" className="profile-button__avatar" />,
      <Avatar label="AL" shape="circle" className="profile-button__avatar" />,
    );
    same(
      <PrimeAvatar image="/me.png" shape="circle" aria-hidden="true" />,
      <Avatar image="/me.png" shape="circle" aria-hidden="true" />,
    );
  });

  it('RadioButton: checked, not checked, disabled', () => {
    const noop = () => undefined;
    for (const checked of [true, false])
      same(
        <PrimeRadioButton inputId="q" name="quick" value="contract" checked={checked} />,
        <RadioButton inputId="q" name="quick" value="contract" checked={checked} onChange={noop} />,
      );
    same(
      <PrimeRadioButton inputId="d" name="d" value="a" checked={false} disabled />,
      <RadioButton inputId="d" name="d" value="a" checked={false} onChange={noop} disabled />,
    );
  });

  it('Paginator: first, middle and last page, and no records', () => {
    const report = 'Showing {first} to {last} of {totalRecords}';
    const labels = {
      previous: 'Previous Page',
      next: 'Next Page',
      page: (page: number) => `Page ${page}`,
      report,
    };
    for (const [first, totalRecords] of [
      [0, 57],
      [20, 57],
      [50, 57],
      [0, 0],
    ] as const)
      same(
        <PrimePaginator
          first={first}
          rows={10}
          totalRecords={totalRecords}
          pageLinkSize={3}
          template="PrevPageLink PageLinks NextPageLink CurrentPageReport"
          currentPageReportTemplate={report}
        />,
        <Paginator
          first={first}
          rows={10}
          totalRecords={totalRecords}
          pageLinkSize={3}
          labels={labels}
          onPageChange={() => undefined}
        />,
      );
  });
});
