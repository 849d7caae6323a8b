import type { Config } from 'tailwindcss'

/** Green primary (spec section 1); `sm` is the 640 px breakpoint between the worker's phone layout and desktop. */
export default {
  content: ['./index.html', './src/client/**/*.{ts,tsx}'],
  theme: {
    screens: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
    extend: {
      colors: {
        primary: {
          50: '#f0fdf4',
          100: '#dcfce7',
          200: '#bbf7d0',
          300: '#86efac',
          500: '#22c55e',
          600: '#16a34a',
          700: '#15803d',
          800: '#166534',
          900: '#14532d',
        },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
      width: { drawer: '300px' },
      spacing: { drawer: '300px' },
    },
  },
} satisfies Config
