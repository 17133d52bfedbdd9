/** An update (news item) as the what's-new drawer and the admin list show it. */
export interface UpdateView {
  id: string;
  title: string;
  text: string;
  /** Millisecond timestamp. */
  date: number;
  image_url: string | null;
  /** Stream version: send it as If-Match with PUT. */
  version: number;
  created_at: string;
  updated_at: string;
}
