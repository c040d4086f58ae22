import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Prices from real trades (issue 28): a post's price band reads the completed trades of its
 * category, maker and model (case folded); this partial index holds only those trades.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index products_trade_prices_idx
    on products (category_id, lower(manufacturer), lower(model), year_made)
    where status = 'completed' and deleted_at is null and manufacturer is not null and model is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index products_trade_prices_idx`.execute(db);
}
