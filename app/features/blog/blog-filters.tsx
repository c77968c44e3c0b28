import { useEffect, useRef } from "react";
import { Form, useNavigate } from "react-router";
import { Search } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { blogCopy, categoryLabel } from "~/content/blog";
import { Select } from "~/components/ui/select";

type Props = { q: string; category: string; categories: string[] };

const SEARCH_DELAY_MS = 300;

/**
 * Search text and category live in the URL (?q=&category=), so a filtered list can be shared and
 * works without JavaScript (a GET form). With JavaScript the list follows typing and the select.
 */
export function BlogFilters({ q, category, categories }: Props) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed elsewhere (Clear Search, back button): show its text unless the visitor is typing.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input && input.value !== q) input.value = q;
  }, [q]);
  useEffect(() => {
    if (selectRef.current && selectRef.current.value !== category) selectRef.current.value = category;
  }, [category]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A choice made before the page became interactive is applied once it is.
  useEffect(() => {
    const typed = inputRef.current?.value.trim() ?? q;
    const chosen = selectRef.current?.value ?? category;
    if (typed !== q || chosen !== category) apply();
    // Runs once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function apply() {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const params = new URLSearchParams();
    const text = String(data.get("q") ?? "").trim();
    const cat = String(data.get("category") ?? "");
    if (text) params.set("q", text);
    if (cat) params.set("category", cat);
    const search = params.toString();
    navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
  }

  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label="Filter articles"
      className="grid gap-4 sm:grid-cols-[1fr_16rem_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <div>
        <Label htmlFor="blog-search">{blogCopy.searchLabel}</Label>
        <div className="relative mt-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            ref={inputRef}
            id="blog-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            placeholder={blogCopy.searchPlaceholder}
            className="pl-9"
            onChange={() => {
              clearTimeout(timer.current);
              timer.current = setTimeout(apply, SEARCH_DELAY_MS);
            }}
          />
        </div>
      </div>
      <div>
        <Label htmlFor="blog-category">{blogCopy.categoryLabel}</Label>
        <Select id="blog-category" name="category" ref={selectRef} defaultValue={category} onChange={apply}>
          <option value="">{blogCopy.allCategories}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(c)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="outline">
        Search
      </Button>
    </Form>
  );
}
