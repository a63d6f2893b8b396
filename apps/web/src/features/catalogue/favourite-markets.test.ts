import { describe, expect, it } from 'vitest';
import { parseFavouriteMarkets, toggledFavourite } from './favourite-markets';

describe("the 'favorites' market group's stored market types", () => {
  it('reads the stored ids, and nothing from a broken or foreign value', () => {
    expect(parseFavouriteMarkets('[1,18]')).toEqual([1, 18]);
    expect(parseFavouriteMarkets(null)).toEqual([]);
    expect(parseFavouriteMarkets('{')).toEqual([]);
    expect(parseFavouriteMarkets('{"a":1}')).toEqual([]);
    expect(parseFavouriteMarkets('[1,"x",2.5,3]')).toEqual([1, 3]);
  });
  it('adds a market type once, and removes it on the second toggle', () => {
    expect(toggledFavourite([1], 18)).toEqual([1, 18]);
    expect(toggledFavourite([1, 18], 1)).toEqual([18]);
  });
});
