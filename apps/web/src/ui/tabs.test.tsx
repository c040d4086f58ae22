import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

function Example() {
  const [tab, setTab] = useState('all');
  return (
    <Tabs
      label="Chats"
      value={tab}
      onChange={setTab}
      items={[
        { value: 'all', label: 'All' },
        { value: 'mine', label: 'My products' },
        { value: 'others', label: 'Other’s products' },
      ]}
    >
      <p>List: {tab}</p>
    </Tabs>
  );
}

describe('<Tabs> (WAI-ARIA tabs)', () => {
  it('keeps one tab in the Tab order, moves with the arrow keys, Home and End, and labels its panel', async () => {
    render(<Example />);
    const user = userEvent.setup();
    const [all, mine, others] = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Chats' })).toBeInTheDocument();
    expect(all).toHaveAttribute('tabindex', '0');
    expect(mine).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(all).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(mine).toHaveFocus();
    expect(mine).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'My products' })).toHaveTextContent('List: mine');
    await user.keyboard('{End}');
    expect(others).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(all).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(others).toHaveFocus();
    await user.keyboard('{Home}');
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveAttribute('tabindex', '0');
  });
});
