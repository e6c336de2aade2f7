// What a member may do with an expert's listing.

/** Anyone signed in may favourite an expert, except the expert themself (un-favouriting is always allowed). */
export const mayFavourite = (userId: string, expertId: string, on: boolean) => !on || userId !== expertId;
