export { default } from '@/features/news/screens/news-list';
