import type { SeedContext } from '../context.ts';
import { seedDemoBusinesses } from './businesses.ts';
import { seedDemoChats } from './chats.ts';
import { seedDemoContent } from './content.ts';
import { seedDemoProducts } from './products.ts';
import { seedDemoPromotions } from './promotions.ts';
import { seedDemoQnas } from './qnas.ts';
import { seedDemoServices } from './services.ts';
import { seedDemoUsers } from './users.ts';

/**
 * Whether the demo members already own such rows: a demo admin made again (after an admin account
 * was deleted) must not add their listings or their one freelancer profile each a second time.
 */
async function membersOwn(ctx: SeedContext, table: 'products' | 'freelancers', memberIds: number[]) {
  const row = await ctx.trx
    .selectFrom(table)
    .select('id')
    .where('user_id', 'in', memberIds)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Demo accounts, then (only in the run that creates the demo admin) listings, the four services,
 * notices, FAQs, events, 1:1 inquiries and promotions. Later runs add nothing, even when an admin has deleted demo content.
 */
export async function seedDemo(ctx: SeedContext, categoryIds: Map<string, number>): Promise<void> {
  const users = await seedDemoUsers(ctx);
  if (!users.created.has('admin')) return;

  const memberIds = Object.entries(users.ids)
    .filter(([key]) => key !== 'admin')
    .map(([, id]) => id);
  // Before the posts: a verified business's post may offer a tax invoice.
  const hasBusiness = await ctx.trx
    .selectFrom('businesses')
    .select('id')
    .where('user_id', '=', users.ids.member1)
    .executeTakeFirst();
  if (!hasBusiness) await seedDemoBusinesses(ctx, users.ids);
  const productIds = (await membersOwn(ctx, 'products', memberIds))
    ? []
    : await seedDemoProducts(ctx, users, categoryIds);
  if (productIds.length > 0) await seedDemoChats(ctx, users.ids);
  if (!(await membersOwn(ctx, 'freelancers', memberIds))) await seedDemoServices(ctx, users.ids);

  const eventIds = await seedDemoContent(ctx, categoryIds, users.ids.admin);
  await seedDemoQnas(ctx, users.ids);
  await seedDemoPromotions(ctx, { productIds, eventIds, adminId: users.ids.admin });
}
