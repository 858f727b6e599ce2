// Only comments: an empty program parses to an empty tree.
/* nothing
   here */
;
