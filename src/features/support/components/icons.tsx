/**
 * The FAQ page's four icons as inline SVG (1em, currentColor, hidden from assistive tech). Not
 * @ant-design/icons: the sidebar and other routes share those icons' chunks, and one more user of
 * them made the bundler split them apart, adding to every dashboard route's first load.
 */
function Icon({ className, path }: { className?: string; path: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

export const ChevronIcon = ({ className }: { className?: string }) => (
  <Icon className={className} path="M6 9l6 6 6-6" />
);
export const CloseIcon = ({ className }: { className?: string }) => (
  <Icon className={className} path="M6 6l12 12M18 6L6 18" />
);
export const MailIcon = ({ className }: { className?: string }) => (
  <Icon className={className} path="M3 6h18v12H3zM3 7l9 6 9-6" />
);
export const HelpIcon = ({ className }: { className?: string }) => (
  <Icon
    className={className}
    path="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01"
  />
);
