/**
 * Messages the server sends (validation errors, refusals). Keys are what the shared zod schemas
 * carry; the server translates them into the request's language and the web shows them as given.
 * The English texts of the spec are kept to the letter.
 */
const en = {
  'validation.required': 'This field is required.',
  'validation.invalid': 'The value is not valid.',
  'validation.email': 'Please enter a valid email address.',
  'validation.too_long': 'Please enter at most {{max}} characters.',
  'validation.too_short': 'Please enter at least {{min}} characters.',
  'validation.too_big': 'Please enter a value of at most {{max}}.',
  'validation.too_small': 'Please enter a value of at least {{min}}.',
  'validation.number': 'Please enter a number.',
  'validation.choice': 'Please choose one of the options.',
  // accounts-social: social sign-in, sample login, admin users
  'social.area_required': 'Please select your activity area.',
  'social.email_taken': 'This email is already registered.',
  'social.nickname_taken': 'This nickname is already in use.',
  'social.signup_expired': 'Your social sign-in has expired. Please start again.',
  'admin.self_admin': 'You cannot remove your own administrator rights.',
  'admin.self_suspend': 'You cannot suspend your own account.',
  'admin.user_withdrawn': 'This member has withdrawn; the account can no longer be changed.',
  'product.title_required': 'Please enter a title.',
  'product.title_max': 'The title cannot exceed 100 characters.',
  'product.category_required': 'Please select a category.',
  'product.price_required': 'Please enter a price.',
  'product.place_required': 'Entering a preferred transaction location is required.',
  'product.keyword_too_long': 'Each keyword cannot exceed 15 characters.',
  'product.keywords_max': 'You can enter up to 5 keywords.',
  'product.images_max': 'You can upload up to 10 photos.',
  'product.image_unavailable': 'A photo could not be found. Please upload it again.',
  'product.buyer_required': 'Please choose the other party of the trade.',
  'product.buyer_invalid': 'This member cannot be chosen for this trade.',
  'product.owner_only': 'Only the author of the post can do this.',
  'image.required': 'Please choose a photo.',
  'image.invalid': 'The file is not a supported image.',
  'like.own': 'You cannot add your own post or yourself to favourites.',
  'keyword.max': 'You can register up to 50.',
  'keyword.duplicate': 'The keyword is already registered.',
  'keyword.required': 'Please enter a keyword.',
  'report.reason_required': 'Please select the reason for the report.',
  'user.nickname_required': 'Please enter a nickname.',
  'content.required': 'Please enter the content.',
  'chat.not_member': 'You are not part of this chat room.',
  'chat.product_deleted': 'The product post has been deleted, so you cannot join the chat.',
  'chat.other_left': 'The other person has left the chat room and can no longer chat.',
  'chat.unavailable': 'This content is no longer available.',
  'auth.failed': 'These credentials do not match our records.',
  'auth.suspended': 'This account has been suspended.',
  'errors.unauthenticated': 'Please sign in first.',
  'errors.forbidden': 'You do not have permission to do this.',
  'errors.admin_only': 'Only administrators can do this.',
  'errors.not_found': 'This page could not be found.',
  'errors.csrf': 'Your session has expired. Please refresh the page and try again.',
  'errors.too_many_requests': 'Too many requests. Please try again in a moment.',
  'errors.payload_too_large': 'The upload is too large.',
  'errors.server': 'A problem occurred. Please try again later.',
  'errors.bad_request': 'The request could not be understood.',
} as const;

export type MessageKey = keyof typeof en;
export type MessageTable = Record<MessageKey, string>;
export default en satisfies MessageTable;
