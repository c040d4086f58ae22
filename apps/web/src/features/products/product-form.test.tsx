import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import {
  clientConfig,
  memberUser,
  latheTemplate,
  productCategories,
  productDetail,
} from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const member = memberUser();
/** The form's lazy chunk (react-hook-form, zod, the contracts schema) loads on first use. */
const SLOW = { timeout: 15_000 };
const photo = (id: number) => ({ id, url: `/uploads/${id}.webp`, thumb_url: `/uploads/${id}-thumb.webp` });
const sent = (calls: Call[], path: string, method = 'POST') =>
  calls.filter((call) => call.path === path && call.method === method);

beforeEach(() => {
  clearCookies();
  // The map asks for the deployment's tile source.
  mockApi({ 'GET /api/clientConfig': () => json(200, { data: clientConfig }) });
});

describe('the post form (/products/create)', { timeout: 40_000 }, () => {
  it('checks the spec’s rules in the server’s words and sends nothing until they hold', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/specTemplates': () => json(200, { data: [latheTemplate] }),
    });
    await renderApp('/products/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Post' }, SLOW));
    expect(await screen.findByText('Please select a category.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a price.')).toBeInTheDocument();
    expect(screen.getByText('Entering a preferred transaction location is required.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Title'), 'x'.repeat(101));
    await userEvent.type(screen.getByLabelText('Keywords'), 'lathe, cnc, spindle, motor, chuck, vise');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('The title cannot exceed 100 characters.')).toBeInTheDocument();
    expect(screen.getByText('You can enter up to 5 keywords.')).toBeInTheDocument();

    // A price is needed unless it is open to offers; a share post has none at all.
    await userEvent.click(screen.getByLabelText('Open to offers'));
    expect(screen.queryByText('Please enter a price.')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Sharing' }));
    expect(screen.queryByLabelText('Price')).toBeNull();
    expect(sent(calls, '/api/products')).toHaveLength(0);
  });

  it('puts the server’s first message of each field under it (the pin’s lat/lon under the place)', async () => {
    const post = productDetail(5, {
      is_mine: true,
      user: {
        ...memberUser(),
        id: 2,
        nickname: 'Member One',
        profile_image_url: null,
        city: null,
        county: null,
        business_verified: false,
      },
    });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/specTemplates': () => json(200, { data: [latheTemplate] }),
      'GET /api/products/5': () => json(200, { data: post }),
      'PATCH /api/products/5': () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: {
            title: ['This title is taken by your other post.', 'a second message'],
            lat: ['The pin is outside the service area.'],
            'keywords.1': ['Each keyword cannot exceed 15 characters.'],
          },
        }),
    });
    await renderApp('/products/create?id=5');
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }, SLOW));
    expect(await screen.findByText('This title is taken by your other post.')).toBeInTheDocument();
    expect(screen.queryByText('a second message')).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Place name')).toHaveAccessibleDescription(
      'The pin is outside the service area.',
    );
    expect(screen.getByLabelText('Keywords')).toHaveAccessibleDescription(
      'Each keyword cannot exceed 15 characters.',
    );
    const [patch] = sent(calls, '/api/products/5', 'PATCH');
    expect(fieldsOf(patch!)).toMatchObject({
      _method: 'PATCH',
      title: post.title,
      place_name: 'Guro station',
      lat: '37.5',
    });
  });

  it('asks for a minimum offer only with a negotiable price, never above the price, and sends it', async () => {
    const post = productDetail(5, {
      is_mine: true,
      price: 1_000_000,
      price_negotiable: true,
      min_offer: 900_000,
      user: { ...productDetail(5).user, id: member.id },
    });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/specTemplates': () => json(200, { data: [latheTemplate] }),
      'GET /api/products/5': () => json(200, { data: post }),
      'PATCH /api/products/5': () => json(200, { data: { ...post, min_offer: 700_000 } }),
    });
    await renderApp('/products/create?id=5');
    const minimum = await screen.findByLabelText('Minimum offer (optional)', {}, SLOW);
    expect(minimum).toHaveValue('900000');
    await userEvent.click(screen.getByLabelText('Open to offers'));
    expect(screen.queryByLabelText('Minimum offer (optional)')).toBeNull();
    await userEvent.click(screen.getByLabelText('Open to offers'));

    await userEvent.clear(screen.getByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), '800000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText("The minimum offer can't be higher than the price.")).toBeInTheDocument();
    expect(sent(calls, '/api/products/5', 'PATCH')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Minimum offer (optional)'));
    await userEvent.type(screen.getByLabelText('Minimum offer (optional)'), '700000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent(calls, '/api/products/5', 'PATCH')).toHaveLength(1));
    expect(fieldsOf(sent(calls, '/api/products/5', 'PATCH')[0]!)).toMatchObject({
      price: '800000',
      price_negotiable: '1',
      min_offer: '700000',
    });
  });

  it('adds photos up to 10 and says why the 11th is not added', async () => {
    const post = productDetail(6, { is_mine: true, images: [1, 2, 3, 4, 5, 6, 7, 8, 9].map(photo) });
    let uploaded = 100;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/specTemplates': () => json(200, { data: [latheTemplate] }),
      'GET /api/products/6': () => json(200, { data: post }),
      'POST /api/images': () => json(201, { data: photo(++uploaded) }),
    });
    await renderApp('/products/create?id=6');
    const input = await screen.findByTestId('photo-input', {}, SLOW);
    const file = (name: string) => new File(['x'], name, { type: 'image/png' });
    await userEvent.upload(input, [file('a.png'), file('b.png')]);
    expect(await screen.findByText('You can upload up to 10 photos.')).toBeInTheDocument();
    expect(screen.getByText('10/10')).toBeInTheDocument();
    await waitFor(() => expect(sent(calls, '/api/images')).toHaveLength(1));

    // At 10/10 the add button says so at once instead of opening the file picker.
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByText('You can upload up to 10 photos.')).toBeNull();
    await userEvent.upload(input, file('c.png'));
    await userEvent.click(
      within(screen.getByText('10/10').closest('.field')!).getByRole('button', { name: 'Add photos' }),
    );
    expect(await screen.findByText('You can upload up to 10 photos.')).toBeInTheDocument();
  });
});
