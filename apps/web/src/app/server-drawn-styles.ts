/*
 * The pages the server draws (entry-server.tsx: the list and a product's page, the services lists,
 * the freelancers, the search screen and sign-in, a member's inquiries, chats and /mypage; home is in
 * the entry) paint before their lazy modules load, so their styles come with the entry's stylesheet:
 * arriving with the module they would move the page (Lighthouse measured CLS 0.06 and 0.18;
 * sign-in drawn without its own 0.28).
 * The list is what Vite's manifest gives for those modules' stylesheets.
 */
import '../features/chats/chats.css';
import '../features/freelancers/freelancers.css';
import '../features/mypage/mypage.css';
import '../features/products/browse.css';
import '../features/products/product-detail.css';
import '../features/qnas/qnas.css';
import '../features/searches/searches.css';
import '../features/services/services.css';
import '../ui/auth-screen.css';
import '../ui/avatar.css';
import '../ui/map-view.css';
import '../ui/photo-strip.css';
import '../ui/query-states.css';
import '../ui/report-sheet.css';
