/*
 * The pages the server draws (entry-server.tsx: the list and a product's page; home is in the
 * entry) paint before their lazy modules load, so their styles come with the entry's stylesheet:
 * arriving with the module they would move the page (Lighthouse measured CLS 0.06 and 0.18).
 * The list is what Vite's manifest gives for those modules' stylesheets.
 */
import '../features/products/browse.css';
import '../features/products/product-detail.css';
import '../ui/avatar.css';
import '../ui/map-view.css';
import '../ui/report-sheet.css';
