import { LIMITS } from '@steelyard/contracts';
import { productSearchGrams } from '../../../lib/search-grams.ts';
import type { Db } from '../../database.ts';
import { listCurrentTemplates } from '../../../modules/specs/specs.repository.ts';
import { serialKeyOf } from '../../../modules/products/serial-checks.ts';
import { checkSpecs } from '../../../modules/specs/specs.service.ts';
import { hoursBefore, type SeedContext } from '../context.ts';
import { saveDemoPhotos } from './photos.ts';
import { DEMO_PRODUCTS, type ProductSeed } from './products-data.ts';
import { DEMO_USERS, type DemoUsers } from './users.ts';

/** Throws on a listing the app itself would refuse (title, keyword and photo limits of spec §5). */
export function checkProductSeed(product: ProductSeed): void {
  const problems: string[] = [];
  if (product.title.length > LIMITS.titleMax) problems.push('title too long');
  if (product.keywords.length > LIMITS.keywordsPerPost) problems.push('too many keywords');
  for (const keyword of product.keywords) {
    if (keyword.length > LIMITS.keywordMaxLength) problems.push(`keyword '${keyword}' too long`);
  }
  if (product.photos > LIMITS.photosPerPost) problems.push('too many photos');
  if (product.type === 'share' && product.price !== null) problems.push('a share post has no price');
  if (product.price === null && !product.negotiable && product.type !== 'share')
    problems.push('price required');
  if (product.buyer && product.status !== 'completed') problems.push('buyer on an unfinished trade');
  if (product.buyer === product.owner) problems.push('buyer is the owner');
  if (problems.length > 0) throw new Error(`Demo product '${product.title}': ${problems.join(', ')}`);
}

/**
 * A demo machine described with its kind's real template, checked as a seller's post is
 * (`checkSpecs`): the values, the filter columns, the condition and the logistics.
 */
async function demoSpecColumns(trx: Db, categoryId: number, product: ProductSeed) {
  const { spec } = product;
  if (!spec) return {};
  const template = (await listCurrentTemplates(trx)).find((t) => t.slug === spec.kind);
  if (!template) throw new Error(`Demo product '${product.title}': no template '${spec.kind}'`);
  const { columns, maker, serial } = await checkSpecs(trx, {
    category_id: categoryId,
    spec_template_id: template.id,
    specs: spec.values,
    checklist: spec.checklist ?? [],
  });
  return {
    ...columns,
    // As a seller's post keeps it: a later post of the same machine is found (issue 28).
    serial_key: serialKeyOf(maker, serial),
    working_state: spec.working,
    loading_methods: spec.loading,
    rigging_paid_by: spec.rigging ?? null,
    incoterm: spec.incoterm ?? null,
    tax_invoice: spec.taxInvoice ?? null,
  };
}

/**
 * Inserts the demo listings oldest first (ids grow with created_at, as real posts do), each with
 * 1-4 generated photos. Returns the new product ids in the data's order.
 */
export async function seedDemoProducts(
  ctx: SeedContext,
  users: DemoUsers,
  categoryIds: Map<string, number>,
): Promise<number[]> {
  const { trx, tally, now } = ctx;
  DEMO_PRODUCTS.forEach(checkProductSeed);
  const order = DEMO_PRODUCTS.map((product, index) => ({ product, index })).sort(
    (a, b) => b.product.hoursAgo - a.product.hoursAgo,
  );

  const productIds = new Array<number>(DEMO_PRODUCTS.length);
  for (const { product, index } of order) {
    const owner = DEMO_USERS.find((user) => user.key === product.owner);
    const categoryId = categoryIds.get(`product:${product.category}`);
    if (!owner || categoryId === undefined)
      throw new Error(`Demo product '${product.title}' has no owner or category`);
    const createdAt = hoursBefore(now, product.hoursAgo);
    const spec = await demoSpecColumns(trx, categoryId, product);
    const row = await trx
      .insertInto('products')
      .values({
        user_id: users.ids[product.owner],
        category_id: categoryId,
        type: product.type,
        status: product.status,
        is_hidden: product.isHidden ?? false,
        title: product.title,
        price: product.price,
        price_negotiable: product.negotiable ?? false,
        description: product.description,
        place_name: product.placeName,
        lat: product.at[0],
        lon: product.at[1],
        country: owner.country,
        city: owner.city,
        county: owner.county,
        manufacturer: product.manufacturer ?? null,
        model: product.model ?? null,
        year_made: product.yearMade ?? null,
        condition_grade: product.grade ?? null,
        ...spec,
        keywords: product.keywords,
        search_grams: productSearchGrams(product),
        buyer_id: product.buyer ? users.ids[product.buyer] : null,
        like_count: product.likes,
        view_count: product.views,
        chat_count: product.chats,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productIds[index] = row.id;
  }

  const photoIds = await saveDemoPhotos(
    ctx,
    DEMO_PRODUCTS.map((product) => ({ ...product, ownerId: users.ids[product.owner] })),
    1,
  );
  const photoRows = photoIds.flatMap((imageIds, index) =>
    imageIds.map((imageId, position) => ({
      product_id: productIds[index] as number,
      image_id: imageId,
      position,
    })),
  );
  await trx.insertInto('product_images').values(photoRows).execute();

  tally.add('products', DEMO_PRODUCTS.length);
  tally.add('product photos', photoRows.length);
  return productIds;
}
